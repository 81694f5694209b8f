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

/** The bundle parts, their API path and the schema each is validated with. */
export const BUNDLE_PARTS = {
  header: { path: '/front/site/getConfigHeader', schema: 'header-config' },
  footer: { path: '/front/site/getFooterConfig', schema: 'footer-config' },
  publication: { path: '/front/site/getPublicationConfig', schema: 'publication-config' },
  aggregated: { path: '/front/site/getAggregatedConfig', schema: 'aggregated-config' },
  basicInfo: { path: '/front/site/getBasicInfo', schema: 'basic-info' },
  tools: { path: '/front/site/getToolsList', schema: 'tool-list' },
  channels: { path: '/front/channel/getChannelList', schema: 'channel-list' },
  searchConfig: { path: '/front/site/{siteId}/search-config', schema: 'search-config-list' },
  commonCodes: { path: '/front/commonResource/getCommonCodes', schema: 'common-codes' },
  power: { path: '/front/site/checkPower', schema: 'site-power' },
  functionalControl: { path: '/front/site/getMagazineFunctionalControl', schema: 'functional-control-list' },
  aiqa: { path: '/front/aiqa/getAiqaConfig', schema: 'aiqa-config' },
  appInfo: { path: '/front/aiqa/getAppInfo', schema: 'app-info' },
} as const;

export type BundlePart = keyof typeof BUNDLE_PARTS;
