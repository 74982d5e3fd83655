import { type ButtonHTMLAttributes, forwardRef } from "react";

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "aria-expanded" | "aria-controls"> {
  /** Whether what it shows and hides is shown. */
  open: boolean;
  /** The id of what it shows and hides. */
  controls: string;
}

/** A button that shows and hides another element (the menus, the search box), saying which and whether it is open. */
export const DisclosureButton = forwardRef<HTMLButtonElement, Props>(function DisclosureButton(
  { open, controls, ...props },
  ref,
) {
  return <button ref={ref} type="button" aria-expanded={open} aria-controls={controls} {...props} />;
});
