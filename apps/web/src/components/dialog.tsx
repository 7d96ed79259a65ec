// PrimeReact's Dialog, in a module of its own so that it (and PrimeReact) loads when a dialog
// first opens (shown-later.tsx), not with the screen.
export { Dialog as default } from 'primereact/dialog';
