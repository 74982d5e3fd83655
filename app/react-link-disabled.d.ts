// The HTML standard's `disabled` on a stylesheet link (the browser does not fetch it); React renders it,
// but its types predate it. Used by app/components/document-styles.tsx.
import "react";

declare module "react" {
  interface LinkHTMLAttributes<T> {
    disabled?: boolean;
  }
}
