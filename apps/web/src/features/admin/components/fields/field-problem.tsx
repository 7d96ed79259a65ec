/** A field's error under it, announced as it appears, with an icon so colour is not all. */
export function FieldProblem({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden />
      {message}
    </p>
  );
}
