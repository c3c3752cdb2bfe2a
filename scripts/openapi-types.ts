// Generates the JSON Schemas of the wire types exported by common/*.ts (npm run openapi:types), for the OpenAPI
// document's responses: server/src/lib/apiDoc/apiTypes.generated.{json,ts}. Never edit those files by hand; a test
// fails when they differ from what this script writes.
import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  BaseType,
  type CompletedConfig,
  DEFAULT_CONFIG,
  createFormatter,
  createParser,
  createProgram,
  type Definition,
  SchemaGenerator,
  type SubNodeParser,
  type SubTypeFormatter,
} from 'ts-json-schema-generator';
import ts from 'typescript';
import { z } from 'zod';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'server/src/lib/apiDoc');
export const GENERATED_JSON = path.join(outDir, 'apiTypes.generated.json');
export const GENERATED_TS = path.join(outDir, 'apiTypes.generated.ts');

type Schema = { [key: string]: unknown };

/** The exported interfaces and type aliases of common/ (tests excluded), by file. */
function exportedTypeNames(): { file: string; name: string }[] {
  const files = fs
    .readdirSync(path.join(root, 'common'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const names: { file: string; name: string }[] = [];
  for (const file of files) {
    const full = path.join(root, 'common', file);
    const source = ts.createSourceFile(full, fs.readFileSync(full, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) continue;
      if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      if (statement.typeParameters?.length) continue; // generic: only its uses can be described
      names.push({ file: `common/${file}`, name: statement.name.text });
    }
  }
  return names;
}

/** A definition's key as a component name (generic instances such as `Page<Track>` become `Page_Track_`). */
const componentName = (key: string): string => key.replace(/[^A-Za-z0-9._-]/g, '_');

/** draft-07 as ts-json-schema-generator writes it -> JSON Schema 2020-12 with refs into the document's components. */
function toDocumentSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toDocumentSchema);
  if (!value || typeof value !== 'object') return value;
  const input = value as Schema;
  const out: Schema = {};
  for (const [key, inner] of Object.entries(input)) {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith('zod:')) {
      out.$ref = `#/components/schemas/${inner.slice('zod:'.length)}`;
    } else if (key === '$ref' && typeof inner === 'string') {
      out.$ref = `#/components/schemas/${componentName(decodeURIComponent(inner.replace('#/definitions/', '')))}`;
    } else if (key === 'items' && Array.isArray(inner)) {
      out.prefixItems = inner.map(toDocumentSchema);
      if (input.additionalItems === false || input.additionalItems === undefined) out.items = false;
    } else if (key === 'additionalItems') {
      if (inner !== false) out.items = toDocumentSchema(inner);
    } else out[key] = toDocumentSchema(inner);
  }
  return out;
}

/** `z.infer<typeof someSchema>` (or z.output, z.input): described by zod itself, from the schema object. */
class ZodSchemaType extends BaseType {
  constructor(
    readonly schemaName: string,
    readonly file: string,
    readonly io: 'input' | 'output',
  ) {
    super();
  }
  getId(): string {
    return `zod-${this.io}-${this.schemaName}`;
  }
  /** Its component's name: the schema's name, `.input` added for what a client sends. */
  get definitionName(): string {
    return this.io === 'input' ? `${this.schemaName}.input` : this.schemaName;
  }
}

const ZOD_HELPERS: Record<string, 'input' | 'output'> = {
  'z.infer': 'output',
  'z.output': 'output',
  'z.input': 'input',
};

class ZodInferParser implements SubNodeParser {
  constructor(private readonly checker: ts.TypeChecker) {}
  supportsNode(node: ts.Node): boolean {
    return (
      ts.isTypeReferenceNode(node) &&
      ZOD_HELPERS[node.typeName.getText()] !== undefined &&
      node.typeArguments?.length === 1 &&
      ts.isTypeQueryNode(node.typeArguments[0]!)
    );
  }
  createType(node: ts.TypeReferenceNode): BaseType {
    const query = node.typeArguments![0] as ts.TypeQueryNode;
    let symbol = this.checker.getSymbolAtLocation(query.exprName)!;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const file = symbol.declarations![0]!.getSourceFile().fileName;
    return new ZodSchemaType(symbol.name, file, ZOD_HELPERS[node.typeName.getText()]!);
  }
}

class ZodSchemaFormatter implements SubTypeFormatter {
  constructor(private readonly used: Map<string, ZodSchemaType>) {}
  supportsType(type: BaseType): boolean {
    return type instanceof ZodSchemaType;
  }
  getDefinition(type: ZodSchemaType): Definition {
    this.used.set(type.definitionName, type);
    // Not a local reference to the library (which checks those against its own definitions): rewritten below.
    return { $ref: `zod:${type.definitionName}` };
  }
  getChildren(): BaseType[] {
    return [];
  }
}

/** A zod schema of common/ as a definition (its $defs hoisted beside it). */
async function zodDefinitions(type: ZodSchemaType): Promise<Record<string, Schema>> {
  const module = (await import(type.file)) as Record<string, unknown>;
  const schema = module[type.schemaName];
  if (!(schema instanceof z.ZodType)) throw new Error(`${type.schemaName} is not an exported zod schema`);
  const json = z.toJSONSchema(schema, {
    io: type.io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as Schema;
  const prefix = `${type.definitionName}.`;
  const rename = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rename);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
          ? [key, `#/components/schemas/${prefix}${inner.slice(8)}`]
          : [key, rename(inner)],
      ),
    );
  };
  const { $schema: _schema, $defs = {}, ...own } = json as Schema & { $defs?: Record<string, Schema> };
  const out: Record<string, Schema> = { [type.definitionName]: rename(own) as Schema };
  for (const [name, def] of Object.entries($defs)) out[`${prefix}${name}`] = rename(def) as Schema;
  return out;
}

/** Generates every exported type it can describe; the others are listed with the reason. */
export async function generateApiTypes(): Promise<{ json: string; ts: string }> {
  const config: CompletedConfig = {
    ...DEFAULT_CONFIG,
    path: path.join(root, 'common/*.ts'),
    tsconfig: path.join(root, 'tsconfig.json'),
    expose: 'export',
    topRef: false,
    jsDoc: 'basic',
    skipTypeCheck: true,
    additionalProperties: false,
    sortProps: true,
    strictTuples: true,
  };
  const program = createProgram(config);
  const checker = program.getTypeChecker();
  const used = new Map<string, ZodSchemaType>();
  const definitions: Record<string, Schema> = {};
  const skipped: Record<string, string> = {};
  for (const { file, name } of exportedTypeNames()) {
    // A parser of its own for each type: the library's caches do not survive an error in another type.
    const parser = createParser(program, config, (chain) => chain.addNodeParser(new ZodInferParser(checker)));
    const formatter = createFormatter(config, (chain) =>
      chain.addTypeFormatter(new ZodSchemaFormatter(used)),
    );
    try {
      const schema = new SchemaGenerator(program, parser, formatter, config).createSchema(name) as Schema;
      const {
        definitions: inner = {},
        $schema: _schema,
        ...own
      } = schema as Schema & { definitions?: Schema };
      for (const [key, def] of Object.entries(inner as Record<string, Schema>)) {
        definitions[componentName(key)] ??= toDocumentSchema(def) as Schema;
      }
      definitions[name] = toDocumentSchema(own) as Schema;
    } catch (error) {
      skipped[name] = `${file}: ${(error as Error).message.split('\n')[0]}`;
    }
  }
  for (const type of used.values()) {
    try {
      Object.assign(definitions, await zodDefinitions(type));
    } catch (error) {
      skipped[type.definitionName] = (error as Error).message.split('\n')[0]!;
    }
  }
  const sorted = Object.fromEntries(Object.entries(definitions).sort(([a], [b]) => a.localeCompare(b)));
  const names = Object.keys(sorted);
  const prettier = (await resolveConfig(GENERATED_TS)) ?? {};
  const json = await format(
    JSON.stringify({
      $comment: 'Generated by `npm run openapi:types` from the exported types of common/. Do not edit.',
      skipped: Object.fromEntries(Object.entries(skipped).sort(([a], [b]) => a.localeCompare(b))),
      definitions: sorted,
    }),
    { ...prettier, parser: 'json' },
  );
  const tsSource = await format(
    [
      '// Generated by `npm run openapi:types` from the exported types of common/. Do not edit.',
      '/** The name of a wire type of common/ that has a JSON Schema in apiTypes.generated.json. */',
      `export type ApiTypeName = ${names.map((n) => `'${n}'`).join(' | ')};`,
    ].join('\n'),
    { ...prettier, parser: 'typescript' },
  );
  return { json, ts: tsSource };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const { json, ts: tsSource } = await generateApiTypes();
  fs.writeFileSync(GENERATED_JSON, json);
  fs.writeFileSync(GENERATED_TS, tsSource);
  const parsed = JSON.parse(json) as { definitions: object; skipped: object };
  console.log(
    `Wrote ${Object.keys(parsed.definitions).length} schemas (${Object.keys(parsed.skipped).length} types skipped) ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
