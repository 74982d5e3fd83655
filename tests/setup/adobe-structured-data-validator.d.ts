// The package ships no types: what tests/setup/schema-org.ts uses of it.
declare module "@adobe/structured-data-validator" {
  export interface Issue {
    severity: "ERROR" | "WARNING";
    rootType: string;
    issueMessage: string;
  }
  export default class Validator {
    /** schema.org's vocabulary as its JSON-LD file; without it, Google's rules alone. */
    constructor(schemaOrgJson?: unknown);
    validate(extracted: { jsonld?: Record<string, Record<string, unknown>[]> }): Promise<Issue[]>;
  }
}
