// JSON-LD checked against schema.org's own vocabulary, offline: the @vocabulary/schema package ships schema.org's
// current release as N-Quads (classes, their parents, each property's domains and ranges, what superseded what).
// What schema.org's validator checks, strictly: every @type is a class, every property exists and is allowed on
// its node's type (domainIncludes, following the parents), every value is of a type in the property's range (a
// node of that class or a subclass, or a data type's literal), nothing superseded. Roles (schema.org's pattern of
// a Role between a node and the value of one of its properties) are understood. Google's own rules for rich
// results come from @adobe/structured-data-validator (googleIssues).
import fs from "node:fs";
import { createRequire } from "node:module";

import Validator from "@adobe/structured-data-validator";

const SCHEMA = "http://schema.org/";
const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
const RDFS_CLASS = "http://www.w3.org/2000/01/rdf-schema#Class";
const RDF_PROPERTY = "http://www.w3.org/1999/02/22-rdf-syntax-ns#Property";
const SUBCLASS_OF = "http://www.w3.org/2000/01/rdf-schema#subClassOf";

interface Property {
  domains: string[];
  ranges: string[];
}

/** schema.org's terms by their short name (`Organization`, `address`). */
export interface Vocabulary {
  classes: Map<string, string[]>;
  properties: Map<string, Property>;
  superseded: Set<string>;
  dataTypes: Set<string>;
}

export function readVocabulary(): Vocabulary {
  const file = createRequire(import.meta.url).resolve("@vocabulary/schema/schema.nq");
  const vocabulary: Vocabulary = {
    classes: new Map(),
    properties: new Map(),
    superseded: new Set(),
    dataTypes: new Set(),
  };
  const property = (name: string) => {
    let found = vocabulary.properties.get(name);
    if (!found) vocabulary.properties.set(name, (found = { domains: [], ranges: [] }));
    return found;
  };
  const parents = (name: string) => {
    let found = vocabulary.classes.get(name);
    if (!found) vocabulary.classes.set(name, (found = []));
    return found;
  };
  // Each line: <subject> <predicate> <object> <graph> . (literal objects are of no use here)
  for (const [, subject, predicate, object] of fs
    .readFileSync(file, "utf8")
    .matchAll(/^<http:\/\/schema\.org\/([^>]+)> <([^>]+)> <([^>]+)> /gm)) {
    const short = object.startsWith(SCHEMA) ? object.slice(SCHEMA.length) : null;
    if (predicate === RDF_TYPE && object === RDFS_CLASS) parents(subject);
    else if (predicate === RDF_TYPE && object === RDF_PROPERTY) property(subject);
    else if (predicate === RDF_TYPE && short === "DataType") vocabulary.dataTypes.add(subject);
    else if (predicate === SUBCLASS_OF && short) parents(subject).push(short);
    else if (predicate === `${SCHEMA}domainIncludes` && short) property(subject).domains.push(short);
    else if (predicate === `${SCHEMA}rangeIncludes` && short) property(subject).ranges.push(short);
    else if (predicate === `${SCHEMA}supersededBy`) vocabulary.superseded.add(subject);
  }
  // A property is named as one by its rdf:type; anything else that only had a domain or range noted is not.
  for (const [name, found] of vocabulary.properties) if (found.ranges.length === 0) vocabulary.properties.delete(name);
  return vocabulary;
}

/** A class and every class above it. */
function ancestors(vocabulary: Vocabulary, type: string): Set<string> {
  const found = new Set<string>();
  const queue = [type];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (found.has(next)) continue;
    found.add(next);
    queue.push(...(vocabulary.classes.get(next) ?? []));
  }
  return found;
}

const CONTEXTS = new Set(["https://schema.org", "https://schema.org/", "http://schema.org", "http://schema.org/"]);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const typesOf = (node: Record<string, unknown>) =>
  ([] as unknown[]).concat(node["@type"] ?? []).filter((t): t is string => typeof t === "string");

const absoluteUrl = (text: string) => {
  try {
    return ["http:", "https:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** What a literal of each data type looks like (ISO 8601 for dates and times; a year alone is a date). */
const LITERALS: Record<string, (value: unknown) => boolean> = {
  Text: (value) => typeof value === "string",
  URL: (value) => typeof value === "string" && absoluteUrl(value),
  Date: (value) => typeof value === "string" && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value),
  DateTime: (value) =>
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(value),
  Time: (value) => typeof value === "string" && /^\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?$/.test(value),
  Number: (value) => typeof value === "number" && Number.isFinite(value),
  Integer: (value) => typeof value === "number" && Number.isInteger(value),
  Float: (value) => typeof value === "number" && Number.isFinite(value),
  Boolean: (value) => typeof value === "boolean",
};

/**
 * The problems of one JSON-LD block (a page's <script type="application/ld+json">, parsed) by schema.org's
 * vocabulary, each as `path: what`; none for a valid block.
 */
export function schemaOrgIssues(vocabulary: Vocabulary, block: unknown): string[] {
  const issues: string[] = [];
  const literal = (range: string, value: unknown) => {
    // A data type's subclasses take its literals (URL is a Text, Integer a Number), checked as the narrowest.
    const kinds = [...ancestors(vocabulary, range)].filter((kind) => kind in LITERALS);
    if (kinds.length > 0) return LITERALS[kinds[0]](value);
    // Where a class is expected, a node's absolute URL refers to it (as JSON-LD and Google's examples use it).
    return typeof value === "string" && absoluteUrl(value);
  };

  const checkValue = (value: unknown, ranges: string[], path: string, property: string) => {
    if (Array.isArray(value)) return value.forEach((item, i) => checkValue(item, ranges, `${path}[${i}]`, property));
    if (!isObject(value)) {
      if (!ranges.some((range) => literal(range, value)))
        issues.push(`${path}: ${JSON.stringify(value)} is none of ${ranges.join(", ")}`);
      return;
    }
    const types = typesOf(value);
    if (types.length === 0) return void issues.push(`${path}: a node without @type`);
    const lines = types.map((type) => ancestors(vocabulary, type));
    // A Role stands between a node and the value of the property it sits in (schema.org's Role pattern).
    const role = lines.some((line) => line.has("Role"));
    if (!role && !lines.some((line) => ranges.some((range) => line.has(range))))
      issues.push(`${path}: a ${types.join("/")} where ${property} takes ${ranges.join(", ")}`);
    checkNode(value, path, role ? property : null);
  };

  const checkNode = (node: Record<string, unknown>, path: string, roleOf: string | null) => {
    const types = typesOf(node);
    for (const type of types) {
      if (!vocabulary.classes.has(type) || vocabulary.dataTypes.has(type))
        issues.push(`${path}: @type ${type} is not a schema.org type`);
      if (vocabulary.superseded.has(type)) issues.push(`${path}: @type ${type} is superseded`);
    }
    if (typeof node["@id"] !== "undefined" && !(typeof node["@id"] === "string" && absoluteUrl(node["@id"])))
      issues.push(`${path}: @id is not an absolute URL`);
    const domain = new Set(types.flatMap((type) => [...ancestors(vocabulary, type)]));
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith("@")) continue;
      const property = vocabulary.properties.get(key);
      if (!property) {
        issues.push(`${path}.${key}: not a schema.org property`);
        continue;
      }
      if (vocabulary.superseded.has(key)) issues.push(`${path}.${key}: superseded`);
      if (key !== roleOf && !property.domains.some((type) => domain.has(type)))
        issues.push(`${path}.${key}: not a property of ${types.join("/")}`);
      checkValue(value, property.ranges, `${path}.${key}`, key);
    }
  };

  if (!isObject(block) || !CONTEXTS.has(block["@context"] as string)) return ["block: @context is not schema.org"];
  const nodes = "@graph" in block ? block["@graph"] : [block];
  if (!Array.isArray(nodes) || nodes.length === 0) return ["block: no node"];
  nodes.forEach((node, i) => {
    if (!isObject(node) || typesOf(node).length === 0) issues.push(`@graph[${i}]: a node without @type`);
    else checkNode(node, `${typesOf(node).join("/")}[${i}]`, null);
  });
  return issues;
}

/** Google's rules for rich results (required and recommended fields) that a block's nodes break, as messages. */
export async function googleIssues(block: Record<string, unknown>): Promise<string[]> {
  const nodes = (block["@graph"] ?? [block]) as Record<string, unknown>[];
  const byType: Record<string, Record<string, unknown>[]> = {};
  for (const node of nodes) for (const type of typesOf(node)) (byType[type] ??= []).push(structuredClone(node));
  // Without schema.org's vocabulary: the checks above are that part (and stricter: they check ranges too).
  const found = await new Validator(undefined).validate({ jsonld: byType });
  return found.map((issue) => `${issue.severity} ${issue.rootType}: ${issue.issueMessage}`);
}
