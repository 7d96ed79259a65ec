// PrimeReact's Sidebar, in a module of its own so that the header loads it (and PrimeReact)
// only when the narrow screens' menu first opens, not with every page.
export { Sidebar as default } from 'primereact/sidebar';
