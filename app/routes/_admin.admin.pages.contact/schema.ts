// The Edit Contact page's forms, one per value: its label, the kind of text it takes and its input type.
export const CONTACT_FORMS = {
  contact_header: { label: "header", title: "Contact header", kind: "long", type: "text" },
  location: { label: "location", title: "Location", kind: "short", type: "text" },
  telephone: { label: "telephone", title: "Telephone", kind: "short", type: "tel" },
  email: { label: "email", title: "Email", kind: "email", type: "email" },
  description: { label: "description", title: "Description", kind: "long", type: "text" },
} as const;
