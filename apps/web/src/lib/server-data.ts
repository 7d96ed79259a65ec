import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** The id of the `<script type="application/json">` that carries the server's query data. */
export const SERVER_DATA_ID = 'iqra-data';

/** An API's failure as JSON carries it: an `Error`'s message is not one of its own fields. */
interface CarriedError {
  name: string;
  status: number;
  message: string;
}

/**
 * The server's query data made ready for JSON: a failure a page was rendered with (a course
 * that does not exist) goes as its status and message, to be made an `ApiError` again.
 */
export function carried(state: DehydratedState): DehydratedState {
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const plain: CarriedError = {
        name: error.name,
        status: error.status,
        message: error.message,
      };
      query.state.error = plain;
    }
  }
  return state;
}

/** The server's query data as the browser's cache takes it: failures are `ApiError`s again. */
export function revived(state: DehydratedState, now: number): DehydratedState {
  for (const query of state.queries) {
    // As fresh as the page: the server drops its kept pages on every edit.
    query.state.dataUpdatedAt = now;
    const error = query.state.error as CarriedError | null;
    if (error) query.state.error = new ApiError(error.status, error.message);
  }
  return state;
}
