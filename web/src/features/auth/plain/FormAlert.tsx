export type FormAlertProps = {
  message: string | null;
};

/** What the server refused that no field shows, announced at once (role="alert"), as components/ErrorAlert.tsx. */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return (
    <div className="pl-alert" role="alert">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="12" cy="12" r="10" />
        <path d="M12 8v4M12 16h.01" strokeLinecap="round" />
      </svg>
      <p>{message}</p>
    </div>
  );
}
