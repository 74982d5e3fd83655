import { Form } from "@remix-run/react";

interface Props {
  /** The hidden fields it posts: its intent and what it acts on. */
  fields: Record<string, string | number>;
  /** Where it posts; the page itself when absent. */
  action?: string;
  /** The button's words, and its words while the form is sent (when they change). */
  label: string;
  busyLabel?: string;
  /** Disables the button (a form is being sent), and shows `busyLabel`. */
  busy: boolean;
  className: string;
  /** The button's name for screen readers where its words alone do not say what it acts on. */
  "aria-label"?: string;
}

/** A form that is one button, posting a few hidden fields: works without JavaScript. */
export function ButtonForm({ fields, action, label, busyLabel, busy, className, "aria-label": ariaLabel }: Props) {
  return (
    <Form method="post" action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} disabled={busy} aria-label={ariaLabel}>
        {busy && busyLabel ? busyLabel : label}
      </button>
    </Form>
  );
}
