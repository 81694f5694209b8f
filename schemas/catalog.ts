/**
 * Catalogue of every JSON Schema in schemas/ (entities and site-configs documents), and which
 * site-configs file is validated with which document schema. Used by the config linter, the server
 * (seeding, OpenAPI) and the playground. Hand-maintained: scripts/gen.test.ts checks that it lists
 * exactly the files on disk.
 *
 * Entity schemas ($id like `header-config`) describe the API payloads and merged configs. Document
 * schemas ($id `doc/<part>`) describe the files in site-configs/: the entity plus a required
 * `schemaVersion: 1` (and an optional `$schema`); list documents wrap the list in `items`.
 */
import aggregatedConfigSchema from './aggregated-config.schema.json';
import aiqaConfigSchema from './aiqa-config.schema.json';
import appInfoSchema from './app-info.schema.json';
import basicInfoSchema from './basic-info.schema.json';
import channelListSchema from './channel-list.schema.json';
import channelSchema from './channel.schema.json';
import commonCodesSchema from './common-codes.schema.json';
import customButtonSchema from './custom-button.schema.json';
import envelopeSchema from './envelope.schema.json';
import footerConfigSchema from './footer-config.schema.json';
import functionalControlListSchema from './functional-control-list.schema.json';
import functionalControlSchema from './functional-control.schema.json';
import headerConfigSchema from './header-config.schema.json';
import layoutSchema from './layout.schema.json';
import moduleInstanceSchema from './module-instance.schema.json';
import moduleListsSchema from './module-lists.schema.json';
import publicationConfigSchema from './publication-config.schema.json';
import searchConfigEntrySchema from './search-config-entry.schema.json';
import searchConfigListSchema from './search-config-list.schema.json';
import searchOptionSchema from './search-option.schema.json';
import searchTypeOptionSchema from './search-type-option.schema.json';
import sitePowerSchema from './site-power.schema.json';
import siteSchema from './site.schema.json';
import toolEntrySchema from './tool-entry.schema.json';
import toolListSchema from './tool-list.schema.json';
import moduleListSchema from './module-list.schema.json';
import aggregatedDocSchema from './doc/aggregated.schema.json';
import aiqaDocSchema from './doc/aiqa.schema.json';
import appInfoDocSchema from './doc/app-info.schema.json';
import basicInfoDocSchema from './doc/basic-info.schema.json';
import channelsDocSchema from './doc/channels.schema.json';
import commonCodesDocSchema from './doc/common-codes.schema.json';
import footerDocSchema from './doc/footer.schema.json';
import functionalControlDocSchema from './doc/functional-control.schema.json';
import headerDocSchema from './doc/header.schema.json';
import layoutDocSchema from './doc/layout.schema.json';
import modulesDocSchema from './doc/modules.schema.json';
import publicationDocSchema from './doc/publication.schema.json';
import searchConfigDocSchema from './doc/search-config.schema.json';
import searchOptionsDocSchema from './doc/search-options.schema.json';
import siteDocSchema from './doc/site.schema.json';
import toolsDocSchema from './doc/tools.schema.json';

/** A parsed JSON Schema object as stored in schemas/. */
export interface SchemaObject {
  $id: string;
  title?: string;
  description?: string;
  default?: unknown;
  [keyword: string]: unknown;
}

export interface SchemaFileEntry {
  /** Path relative to schemas/. */
  file: string;
  $id: string;
  /** Name of the generated TS type (entities only). */
  typeName?: string;
  kind: 'entity' | 'document';
  schema: SchemaObject;
}

function entry(
  file: string,
  $id: string,
  kind: 'entity' | 'document',
  schema: unknown,
  typeName?: string,
): SchemaFileEntry {
  const s = schema as SchemaObject;
  if (s.$id !== $id) throw new Error(`schemas/catalog.ts: ${file} has $id "${String(s.$id)}", expected "${$id}"`);
  return typeName ? { file, $id, typeName, kind, schema: s } : { file, $id, kind, schema: s };
}

/** Every schema file in schemas/ with its $id, kind and (for entities) generated type name. */
export const SCHEMA_FILES: readonly SchemaFileEntry[] = [
  entry('aggregated-config.schema.json', 'aggregated-config', 'entity', aggregatedConfigSchema, 'AggregatedConfig'),
  entry('aiqa-config.schema.json', 'aiqa-config', 'entity', aiqaConfigSchema, 'AiqaConfig'),
  entry('app-info.schema.json', 'app-info', 'entity', appInfoSchema, 'AppInfo'),
  entry('basic-info.schema.json', 'basic-info', 'entity', basicInfoSchema, 'BasicInfo'),
  entry('channel-list.schema.json', 'channel-list', 'entity', channelListSchema, 'ChannelList'),
  entry('channel.schema.json', 'channel', 'entity', channelSchema, 'Channel'),
  entry('common-codes.schema.json', 'common-codes', 'entity', commonCodesSchema, 'CommonCodes'),
  entry('custom-button.schema.json', 'custom-button', 'entity', customButtonSchema, 'CustomButton'),
  entry('envelope.schema.json', 'envelope', 'entity', envelopeSchema, 'Envelope'),
  entry('footer-config.schema.json', 'footer-config', 'entity', footerConfigSchema, 'FooterConfig'),
  entry('functional-control-list.schema.json', 'functional-control-list', 'entity', functionalControlListSchema, 'FunctionalControlList'),
  entry('functional-control.schema.json', 'functional-control', 'entity', functionalControlSchema, 'FunctionalControl'),
  entry('header-config.schema.json', 'header-config', 'entity', headerConfigSchema, 'HeaderConfig'),
  entry('layout.schema.json', 'layout', 'entity', layoutSchema, 'Layout'),
  entry('module-instance.schema.json', 'module-instance', 'entity', moduleInstanceSchema, 'ModuleInstance'),
  entry('module-lists.schema.json', 'module-lists', 'entity', moduleListsSchema, 'ModuleLists'),
  entry('publication-config.schema.json', 'publication-config', 'entity', publicationConfigSchema, 'PublicationConfig'),
  entry('search-config-entry.schema.json', 'search-config-entry', 'entity', searchConfigEntrySchema, 'SearchConfigEntry'),
  entry('search-config-list.schema.json', 'search-config-list', 'entity', searchConfigListSchema, 'SearchConfigList'),
  entry('search-option.schema.json', 'search-option', 'entity', searchOptionSchema, 'SearchOption'),
  entry('search-type-option.schema.json', 'search-type-option', 'entity', searchTypeOptionSchema, 'SearchTypeOption'),
  entry('site-power.schema.json', 'site-power', 'entity', sitePowerSchema, 'SitePower'),
  entry('site.schema.json', 'site', 'entity', siteSchema, 'Site'),
  entry('tool-entry.schema.json', 'tool-entry', 'entity', toolEntrySchema, 'ToolEntry'),
  entry('tool-list.schema.json', 'tool-list', 'entity', toolListSchema, 'ToolList'),
  entry('module-list.schema.json', 'module-list', 'entity', moduleListSchema, 'ModuleList'),
  entry('doc/aggregated.schema.json', 'doc/aggregated', 'document', aggregatedDocSchema),
  entry('doc/aiqa.schema.json', 'doc/aiqa', 'document', aiqaDocSchema),
  entry('doc/app-info.schema.json', 'doc/app-info', 'document', appInfoDocSchema),
  entry('doc/basic-info.schema.json', 'doc/basic-info', 'document', basicInfoDocSchema),
  entry('doc/channels.schema.json', 'doc/channels', 'document', channelsDocSchema),
  entry('doc/common-codes.schema.json', 'doc/common-codes', 'document', commonCodesDocSchema),
  entry('doc/footer.schema.json', 'doc/footer', 'document', footerDocSchema),
  entry('doc/functional-control.schema.json', 'doc/functional-control', 'document', functionalControlDocSchema),
  entry('doc/header.schema.json', 'doc/header', 'document', headerDocSchema),
  entry('doc/layout.schema.json', 'doc/layout', 'document', layoutDocSchema),
  entry('doc/modules.schema.json', 'doc/modules', 'document', modulesDocSchema),
  entry('doc/publication.schema.json', 'doc/publication', 'document', publicationDocSchema),
  entry('doc/search-config.schema.json', 'doc/search-config', 'document', searchConfigDocSchema),
  entry('doc/search-options.schema.json', 'doc/search-options', 'document', searchOptionsDocSchema),
  entry('doc/site.schema.json', 'doc/site', 'document', siteDocSchema),
  entry('doc/tools.schema.json', 'doc/tools', 'document', toolsDocSchema),
];

/** Every parsed schema object of schemas/ (entities first, then documents), sorted by file. */
export const ALL_SCHEMAS: readonly SchemaObject[] = SCHEMA_FILES.map((e) => e.schema);

/** Schema object by $id. */
export const SCHEMA_BY_ID: Readonly<Record<string, SchemaObject>> = Object.fromEntries(
  SCHEMA_FILES.map((e) => [e.$id, e.schema]),
);

/** Generated TS type name by entity $id. */
export const TYPE_NAME_BY_ID: Readonly<Record<string, string>> = Object.fromEntries(
  SCHEMA_FILES.filter((e) => e.typeName).map((e) => [e.$id, e.typeName as string]),
);

/**
 * Document schema by site-configs file name, relative to a layer folder (site-configs/defaults/ or
 * site-configs/sites/<sld>/). `layouts/*.json` matches every layout file (file name = page kind).
 */
export const DOC_SCHEMA_BY_FILE = {
  'site.json': 'doc/site',
  'header.json': 'doc/header',
  'footer.json': 'doc/footer',
  'publication.json': 'doc/publication',
  'aggregated.json': 'doc/aggregated',
  'basic-info.json': 'doc/basic-info',
  'tools.json': 'doc/tools',
  'channels.json': 'doc/channels',
  'modules.json': 'doc/modules',
  'search-config.json': 'doc/search-config',
  'search-options.json': 'doc/search-options',
  'common-codes.json': 'doc/common-codes',
  'aiqa.json': 'doc/aiqa',
  'app-info.json': 'doc/app-info',
  'functional-control.json': 'doc/functional-control',
  'layouts/*.json': 'doc/layout',
} as const;

export type ConfigFileName = keyof typeof DOC_SCHEMA_BY_FILE;
export type DocSchemaId = (typeof DOC_SCHEMA_BY_FILE)[ConfigFileName];

/** Files that exist only in a site folder (never in defaults/): the site record, its channels and module lists. */
export const SITE_ONLY_FILES: readonly ConfigFileName[] = ['site.json', 'channels.json', 'modules.json'];

/**
 * The entity schema each document schema wraps, and how: `object` documents are the entity plus
 * schemaVersion; `items` documents hold the list in `items`; `lists` (modules.json) holds
 * ModuleLists in `lists`; `byType` (search-options.json) holds SearchOption[] per resource type.
 * The playground uses the entity schema for property descriptions.
 */
export const ENTITY_BY_DOC: Readonly<Record<DocSchemaId, { entity: string; wrap: 'object' | 'items' | 'lists' | 'byType' }>> = {
  'doc/site': { entity: 'site', wrap: 'object' },
  'doc/header': { entity: 'header-config', wrap: 'object' },
  'doc/footer': { entity: 'footer-config', wrap: 'object' },
  'doc/publication': { entity: 'publication-config', wrap: 'object' },
  'doc/aggregated': { entity: 'aggregated-config', wrap: 'object' },
  'doc/basic-info': { entity: 'basic-info', wrap: 'object' },
  'doc/tools': { entity: 'tool-list', wrap: 'items' },
  'doc/channels': { entity: 'channel-list', wrap: 'items' },
  'doc/modules': { entity: 'module-lists', wrap: 'lists' },
  'doc/search-config': { entity: 'search-config-list', wrap: 'items' },
  'doc/search-options': { entity: 'search-option', wrap: 'byType' },
  'doc/common-codes': { entity: 'common-codes', wrap: 'object' },
  'doc/aiqa': { entity: 'aiqa-config', wrap: 'object' },
  'doc/app-info': { entity: 'app-info', wrap: 'object' },
  'doc/functional-control': { entity: 'functional-control-list', wrap: 'items' },
  'doc/layout': { entity: 'layout', wrap: 'object' },
};

/**
 * The document schema $id for a site-configs file, given its path relative to a layer folder
 * (e.g. 'header.json', 'layouts/home.json'); backslashes are accepted. Undefined for files that are
 * not config documents (e.g. files/logo.svg).
 */
export function docSchemaIdForFile(relPath: string): DocSchemaId | undefined {
  const p = relPath.replace(/\\/g, '/').replace(/^\.\//, '');
  if (/^layouts\/[A-Za-z0-9_-]+\.json$/.test(p)) return DOC_SCHEMA_BY_FILE['layouts/*.json'];
  return Object.prototype.hasOwnProperty.call(DOC_SCHEMA_BY_FILE, p) && p !== 'layouts/*.json'
    ? DOC_SCHEMA_BY_FILE[p as ConfigFileName]
    : undefined;
}
