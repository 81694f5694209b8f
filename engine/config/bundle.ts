import type {
  AggregatedConfig,
  AiqaConfig,
  AppInfo,
  BasicInfo,
  Channel,
  CommonCodes,
  FooterConfig,
  FunctionalControl,
  HeaderConfig,
  PublicationConfig,
  SearchConfigEntry,
  Site,
  SitePower,
  ToolEntry,
} from '../../schemas/generated/types';
import type { DataClient, EndpointName } from '../data/client';
import type { Envelope } from '../data/api';

/** Everything a page of a site needs besides its layout, loaded in parallel and validated. */
export interface SiteBundle {
  site: Site;
  /** The group site this site belongs to, if any. */
  group: Site | null;
  header: HeaderConfig;
  footer: FooterConfig;
  publication: PublicationConfig;
  aggregated: AggregatedConfig;
  basicInfo: BasicInfo;
  tools: ToolEntry[];
  /** The channel (menu) tree, filtered (filter=true). */
  channels: Channel[];
  searchConfig: SearchConfigEntry[];
  commonCodes: CommonCodes;
  power: SitePower;
  functionalControl: FunctionalControl[];
  aiqa: AiqaConfig;
  appInfo: AppInfo;
}

/** The bundle parts: the data client operation answering each, and the schema it is validated with. */
export const BUNDLE_PARTS = {
  header: { op: 'headerConfig', schema: 'header-config' },
  footer: { op: 'footerConfig', schema: 'footer-config' },
  publication: { op: 'publicationConfig', schema: 'publication-config' },
  aggregated: { op: 'aggregatedConfig', schema: 'aggregated-config' },
  basicInfo: { op: 'basicInfo', schema: 'basic-info' },
  tools: { op: 'toolsList', schema: 'tool-list' },
  channels: { op: 'channelList', schema: 'channel-list' },
  searchConfig: { op: 'searchConfig', schema: 'search-config-list' },
  commonCodes: { op: 'commonCodes', schema: 'common-codes' },
  power: { op: 'checkPower', schema: 'site-power' },
  functionalControl: { op: 'functionalControl', schema: 'functional-control-list' },
  aiqa: { op: 'aiqaConfig', schema: 'aiqa-config' },
  appInfo: { op: 'appInfo', schema: 'app-info' },
} as const satisfies Record<string, { op: EndpointName; schema: string }>;

export type BundlePart = keyof typeof BUNDLE_PARTS;

/** Ask for one bundle part of a site (the channels as a tree; code tables need no site). */
export function requestPart(api: DataClient, part: BundlePart, siteId: number): Promise<Envelope<unknown>> {
  if (part === 'channels') return api.channelList({ siteId, filter: true });
  if (part === 'commonCodes') return api.commonCodes({});
  const ask = api[BUNDLE_PARTS[part].op] as (p: { siteId: number }) => Promise<Envelope<unknown>>;
  return ask({ siteId });
}
