/** The id of the `<script type="application/json">` that carries the server's query data. */
export const SERVER_DATA_ID = 'iqra-data';
