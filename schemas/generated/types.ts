// generated — do not edit. Source: schemas/*.schema.json, widgets/*/*/schema.json; run `npm run gen` (scripts/gen.ts).
/* eslint-disable */

/**
 * The channel (menu) tree of a site: the top-level channels with their children.
 */
export type ChannelList = Channel[];
/**
 * The functional-control columns of a journal.
 */
export type FunctionalControlList = FunctionalControl[];
/**
 * The module instances of one channel page (/front/module/getModuleList).
 */
export type ModuleList = ModuleInstance[];
/**
 * The searchable resource types of a site, in display order.
 */
export type SearchConfigList = SearchConfigEntry[];
/**
 * The tools list of a site (/front/site/getToolsList).
 */
export type ToolList = ToolEntry[];

/**
 * The advanced-search form: rows of field x term x match joined by AND / OR / NOT, limits, year range; submits to the result page with the rows in the URL (r1..r10).
 */
export interface AdvancedSearchProps {
  /**
   * Rows shown when the URL brings none (default 3).
   */
  initialRows?: number;
}
/**
 * Aggregated site settings (spec 3, Aggregated config).
 */
export interface AggregatedConfig {
  /**
   * 1 = readers may comment on items; default 0.
   */
  enableComment?: 0 | 1;
}
/**
 * The AI question-and-answer panel (spec 2.4): a fixed button (bottom right, above the toolbar) toggling a side panel with the assistant's frame. Title, frame address and whether it shows at all come from the site's AI panel config (aiqa); without enabled it renders nothing.
 */
export interface AiPanelProps {
  /**
   * Start with the panel open (for previews; readers open it with the button).
   */
  defaultOpen?: boolean;
}
/**
 * Knowledge-base AI question-and-answer panel (spec 1, 2.4, 7.5): an iframe panel toggled by a button on the home page.
 */
export interface AiqaConfig {
  /**
   * Panel title; default 鸿云智能（Beta版）.
   */
  title?: string;
  /**
   * Panel title in English (extension; falls back to title).
   */
  enTitle?: string;
  /**
   * Address of the panel frame; the encoded secure parameters are appended to it.
   */
  url?: string;
  /**
   * Show the AI button and panel.
   */
  enabled?: boolean;
}
/**
 * Information about the AI application behind the question-and-answer panel (/front/aiqa/getAppInfo).
 */
export interface AppInfo {
  /**
   * Application name.
   */
  name?: string;
  /**
   * Application name in English (extension).
   */
  enName?: string;
  /**
   * Application version.
   */
  version?: string;
}
/**
 * The article page: metadata (title, authors, affiliations, abstract, keywords, dates, DOI, fund), full text, figures and tables, references, metrics, downloads and related articles, with Highwire citation tags and JSON-LD in the page head. The article comes from the route (/{lang}/article/{id}, /{lang}/article/{siteId}/{id}, /{lang}/thesis/{siteId}/{id}, /{lang}/article/doi/..., /thesisDetails?columnId=... or #<doi>).
 */
export interface ArticleDetailProps {
  /**
   * How many related articles (sharing keywords) to list; 0 hides the section.
   */
  relatedSize?: number;
  /**
   * Show the HTML full text on the page when the article has one.
   */
  showFullText?: boolean;
}
/**
 * A list of articles: online first (version labels 1-10), just accepted (-1) or most read (rankings all / 3 months / 6 months / 1, 2, 3 years). Without limit the full page (20 a page, ?page=N); with limit a short list with a More link (home page).
 */
export interface ArticleListProps {
  /**
   * Which articles: online first, just accepted or most read.
   */
  mode?: 'onlineFirst' | 'justAccepted' | 'mostRead';
  /**
   * Short list of this many with a More link (home page); absent = the full, paged list.
   */
  limit?: number;
  /**
   * Heading on Chinese pages (default: the list's name when limited).
   */
  title?: string;
  /**
   * Heading on English pages.
   */
  enTitle?: string;
  /**
   * Target of the More link (default: /{lang}/onlineFirst or /{lang}/justAccepted; most read has none).
   */
  moreLink?: string;
  /**
   * Most read: counter to rank by (default views).
   */
  by?: 'views' | 'downloads' | 'citations';
  /**
   * Most read: the period shown first (default all); the ?range= link chooses another.
   */
  range?: 'all' | '3m' | '6m' | '1y' | '2y' | '3y';
}
/**
 * The back-issue list: every issue of the site scope by year, linking to /{lang}/issue/{year}/{issue}. The view follows the publication config: style 7 journal tree (journals -> years -> issues), backIssueStyle 3 by-year tree, else a grid of years and issues.
 */
export interface BackIssuesProps {
  /**
   * Oldest year and issue first (default newest first).
   */
  ascending?: boolean;
  /**
   * Leave out the current (latest) issue of each journal.
   */
  backOnly?: boolean;
}
/**
 * Back-to-top button: appears after scrolling (style 1 after 300 px, style 2 after 400 px) and scrolls to the top in 500 ms.
 */
export interface BackToTopProps {
  /**
   * Button style (styleId): 1 square with label, 2 round icon. Default: the footer config's toolbarStyle, else 1.
   */
  style?: 1 | 2;
  /**
   * Scroll distance in px after which the button shows (default 300 for style 1, 400 for style 2).
   */
  threshold?: number;
}
/**
 * Basic information of a site's journal (spec 3, Basic info); cached in local storage by the browser.
 */
export interface BasicInfo {
  /**
   * Basic-info record id.
   */
  id?: number;
  /**
   * Databases the journal is indexed in, separated by semicolons, e.g. "EI;Scopus;CSCD".
   */
  indexed?: string;
}
/**
 * The book page (/{lang}/bookList): the site scope's books with a keyword search (?q=), paged (?page=N); ?id=N shows one book on top.
 */
export interface BookListProps {
  /**
   * Books per page (default 20).
   */
  size?: number;
}
/**
 * A channel (navigation menu item) with its sub-channels (spec 3, Menu item / channel; spec 2.3 for codes). Shown only when enable is '1', the name for the language is non-empty, the code is not excluded and the item is not a direct child of the index or science column (spec 5).
 */
export interface Channel {
  /**
   * Channel id, unique over all sites (module lists are keyed by it).
   */
  id: number;
  /**
   * Id of the parent channel; 0 for a top-level item.
   */
  parentId?: number;
  /**
   * Menu name in Chinese; empty means missing in Chinese (the item is hidden in Chinese).
   */
  name?: string;
  /**
   * Menu name in English; empty means missing in English (the item is hidden in English).
   */
  enName?: string;
  /**
   * Menu code choosing the link target (spec 2.3): index, directory, backissue, singleFirst, latestOffer, jump, periodIntroduce, aboutus, virtualAlbum, item, newNews, editorial, science, ... Any other code links to /{code}.
   */
  code: string;
  /**
   * Stored link: the external URL of a jump item (opened in a new tab when non-empty and not 'null'/'undefined').
   */
  linkValue?: string;
  /**
   * Route segment of an item / newItem channel: /{lang}/{route}/.
   */
  route?: string;
  /**
   * Id of the channel's banner image.
   */
  bannerId?: string;
  /**
   * URL of the channel's banner image.
   */
  bannerUrl?: string;
  /**
   * News data type of a news channel (news, notice, dynamic, statement).
   */
  newsDataType?: string;
  /**
   * Display style of the channel's list (e.g. for video manuscripts).
   */
  styleId?: string;
  /**
   * '1' = enabled; '0' = disabled (collected as forbidden, not shown).
   */
  enable?: '0' | '1';
  /**
   * Id of the site owning the channel.
   */
  siteId?: number;
  /**
   * Index of the top-level ancestor in the menu (used in links as parentIndex).
   */
  parentIndex?: number;
  /**
   * Sort order among siblings (lower first); absent = position in the list.
   */
  sort?: number;
  /**
   * Sub-channels (menus show up to three levels).
   */
  children?: Channel[];
}
/**
 * Fills an about / aboutus / info / newcomposite page whose channel slot stays empty (no id, or a channel without modules): the rich-text modules of the first channel that has some — the named channel's sub-channels, the query's columnId, then the first channel with one of `codes`. Nothing found: No data. Unknown channel id: status 404.
 */
export interface ChannelFallbackProps {
  /**
   * Channel codes to fall back to, e.g. ["periodIntroduce", "introduce"] for /about, ["aboutus"] for /aboutus.
   *
   * @maxItems 10
   */
  codes?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string];
}
/**
 * One collection (/{lang}/collections/{virtualId}, /virtualProjectDetail?virtualId=): cover, name, description and its articles, paged. Without an id: the site's collections. Unknown id: No data and status 404.
 */
export interface CollectionArticlesProps {
  /**
   * Articles per page (default 20).
   */
  size?: number;
  /**
   * Show online-first version labels on the articles (default true).
   */
  showVersion?: boolean;
}
/**
 * The site's collections (virtual albums, /{lang}/collectionList/{id}): cover, name, description and article count, each linking to /{lang}/collections/{virtualId}.
 */
export interface CollectionListProps {
  /**
   * Show at most this many collections (default all).
   */
  limit?: number;
}
/**
 * Code tables shared by all sites (/front/commonResource/getCommonCodes); cached in local storage by the browser.
 */
export interface CommonCodes {
  /**
   * Resource types and their ids (428 article, 25 picture, 29 video, 28 audio, -2 news, 0 other, -3 publication).
   */
  resourceTypes?: ResourceTypeCode[];
  /**
   * Search types of the search-type selector.
   */
  searchTypes?: SearchTypeOption[];
  /**
   * Menu codes never shown in the navigation (spec 5).
   */
  excludedMenuCodes?: string[];
  /**
   * Citation export formats (BibTeX, Endnote, RefMan, NoteExpress, NoteFirst).
   */
  citationFormats?: string[];
  /**
   * Further code tables by group name, e.g. newsTypes, sortOptions.
   */
  codes?: {
    [k: string]: CodeItem[];
  };
}
export interface ResourceTypeCode {
  /**
   * Resource type id.
   */
  id: number;
  /**
   * Search-type name of the resource, e.g. thesis.
   */
  code: string;
  /**
   * Name in Chinese.
   */
  name?: string;
  /**
   * Name in English.
   */
  enName?: string;
}
/**
 * A search type offered by the search-type selector (spec 3, Search type option).
 */
export interface SearchTypeOption {
  /**
   * Search type number: 0 article, 1 expert, 2 picture, 3 publication, 4 news, 5 other.
   */
  id: number;
  /**
   * Search-type name, e.g. thesis, expert, picture, publication, news, other.
   */
  label?: string;
  /**
   * Display name in Chinese.
   */
  name?: string;
  /**
   * Display name in English.
   */
  enName?: string;
  /**
   * Sort order; lower comes first.
   */
  orderNum?: number;
}
export interface CodeItem {
  /**
   * Code value.
   */
  code: string;
  /**
   * Name in Chinese.
   */
  name?: string;
  /**
   * Name in English.
   */
  enName?: string;
}
/**
 * A custom button in the header (spec 3). Only enabled buttons (customButtonStatus 1) are shown, and only the first 3 of them.
 */
export interface CustomButton {
  /**
   * 1 = enabled (shown); any other value (usually 0) = hidden.
   */
  customButtonStatus?: number;
  /**
   * Button label (Chinese, or the only label).
   */
  customButtonName?: string;
  /**
   * English button label (extension; falls back to customButtonName when empty).
   */
  customButtonEnName?: string;
  /**
   * Link target opened by the button (absolute URL or site path).
   */
  customButtonLinkValue?: string;
  /**
   * Icon image URL shown on desktop.
   */
  customButtonPcUrl?: string;
}
/**
 * The editorial board (/{lang}/editorial-board/{id}/{editorialId}): members grouped by role, 10 a page (spec 9); the member named by editorialId (else the first) is shown with photo, name, title, affiliation and biography. Unknown member id: status 404.
 */
export interface EditorialBoardProps {
  /**
   * Members per page (default 10, spec 9).
   */
  size?: number;
}
/**
 * Every /rc-pub API response: {status, data, message}; status 0 = success.
 */
export interface Envelope {
  /**
   * 0 = success; 400 bad parameter; 401 logged out; 10404 site not found; 10001 site closed; 500 server error.
   */
  status: number;
  /**
   * The payload; null on error.
   */
  data: unknown;
  /**
   * Human-readable message; names the parameter on 400.
   */
  message: string;
}
/**
 * The figures and tables page (/{lang}/textList): tabs pictures (?type=picture, default) and tables (?type=table), each a paged list (?page=N) linking to the articles.
 */
export interface FigureListProps {
  /**
   * Pictures per page (default 12).
   */
  pictureSize?: number;
  /**
   * Tables per page (default 10).
   */
  tableSize?: number;
}
/**
 * The floating side toolbar (share with QR code, RSS, email subscription, reference basket, configured tools). Its buttons come from the site's tools list; without one it shows share, RSS, subscribe and basket.
 */
export interface FloatingToolbarProps {
  /**
   * Toolbar style (styleId): 1 labelled bar, 2 round icon buttons. Default: the footer config's toolbarStyle, else 1.
   */
  style?: 1 | 2;
  /**
   * Scroll distance in px after which the toolbar shows (spec: 400).
   */
  threshold?: number;
  /**
   * Show without scrolling (forced).
   */
  alwaysVisible?: boolean;
  /**
   * Show the reference-basket button when the tools list has none.
   */
  showBasket?: boolean;
}
/**
 * Footer configuration (spec 3, Footer config; spec 2.4): left logo, centre contact and legal lines, right QR image, optional visit counter. Empty, 'null' or 'undefined' strings count as absent.
 */
export interface FooterConfig {
  /**
   * 1 = show the logo on the left of the footer.
   */
  showLogo?: 0 | 1;
  /**
   * URL of the QR image on the right (shown 100x100).
   */
  qrUrl?: string;
  /**
   * Caption under the QR image, e.g. 扫码关注微信公众号.
   */
  qrMessage?: string;
  configData?: FooterConfigData;
  /**
   * Footer background colour; #ebebeb selects the light footer, anything else the dark one.
   */
  backgroundColor?: string;
  /**
   * Postal code of the editorial office.
   */
  postcode?: string;
  /**
   * Telephone number of the editorial office.
   */
  phone?: string;
  /**
   * E-mail address of the editorial office.
   */
  email?: string;
  /**
   * Fax number.
   */
  fax?: string;
  /**
   * Footer logo URL (Chinese interface).
   */
  chLogo?: string;
  /**
   * Footer logo URL (English interface).
   */
  enLogo?: string;
  /**
   * Alternative text of the Chinese footer logo.
   */
  chLogoName?: string;
  /**
   * Alternative text of the English footer logo.
   */
  enLogoName?: string;
  /**
   * Link of the ICP filing number (usually https://beian.miit.gov.cn/).
   */
  linkAddress?: string;
  /**
   * ICP filing number, e.g. 京ICP备12345678号-1.
   */
  icp?: string;
  /**
   * Public-security filing number, e.g. 京公网安备 11010802012345号.
   */
  picp?: string;
  /**
   * Link of the public-security filing number.
   */
  picpLink?: string;
  /**
   * Postal address (Chinese).
   */
  address?: string;
  /**
   * Postal address (English).
   */
  enAddress?: string;
  /**
   * Copyright line (Chinese).
   */
  copyright?: string;
  /**
   * Copyright line (English).
   */
  enCopyright?: string;
  /**
   * 1 = show the visit counter (sumVisits / todayVisits).
   */
  showVisits?: 0 | 1;
  /**
   * Total visits (filled in by the server).
   */
  sumVisits?: number;
  /**
   * Visits today (filled in by the server).
   */
  todayVisits?: number;
  /**
   * Style of the floating toolbar and back-to-top button: 1 or 2.
   */
  toolbarStyle?: 1 | 2;
}
/**
 * Extra footer data.
 */
export interface FooterConfigData {
  /**
   * CSS injected into the page as a <style> element.
   */
  cssContent?: string;
}
/**
 * A functional-control column of a journal (/front/site/getMagazineFunctionalControl). A column named for multilingual dissemination (多语种传播) enables the six-language flag.
 */
export interface FunctionalControl {
  /**
   * Column id.
   */
  id?: number;
  /**
   * Site the column belongs to.
   */
  siteId?: number;
  /**
   * Column name, e.g. 多语种传播.
   */
  columnName: string;
  /**
   * Column name in English (extension).
   */
  enColumnName?: string;
}
/**
 * Header configuration of a site (spec 3, Header configuration; spec 2.4): header variant, menu behaviour, logos, greeting, search box, language switch and custom buttons.
 */
export interface HeaderConfig {
  /**
   * Header variant 1-13 (3 is the mobile-like layout; 6, 7, 8 have special layouts; 9 shows 6 main-bar items; 12 shows only the first 5 top-level items).
   */
  navStyle?: number;
  /**
   * Menu distribution: 0 = items spread evenly over the bar; 1 = items beyond the width limit overflow into "More" (更多).
   */
  navDistribution?: 0 | 1;
  /**
   * Legacy name of isCeiling: 1 = header fixed at the top.
   */
  ceiling?: 0 | 1;
  /**
   * 1 = header always fixed at the top of the window; 0 = becomes fixed only after scrolling past it (never on article pages).
   */
  isCeiling?: 0 | 1;
  /**
   * 1 = show login and register in the header.
   */
  showLogin?: 0 | 1;
  /**
   * 1 = show the group / publication entrance button (single sites link to their group).
   */
  groupEntrance?: 0 | 1;
  /**
   * 1 = show the search box in the header.
   */
  searchBox?: 0 | 1;
  /**
   * 1 = show the advanced-search icon next to the search box.
   */
  advSearch?: 0 | 1;
  /**
   * 1 = search box offers the resource-type selector (shown only when more than one type is configured).
   */
  resourceSearch?: 0 | 1;
  /**
   * Resource types offered by the search box, separated by ; or , — resource type ids (428 article, 25 picture, 29 video, 28 audio, -2 news, 0 other, -3 publication) or search-type names.
   */
  resourceType?: string;
  /**
   * 1 = show the language toggle (中文 / English).
   */
  switchLanguage?: 0 | 1;
  /**
   * Language used when the URL carries none; overrides the locale for the request language header.
   */
  defaultLanguage?: 'zh' | 'en';
  /**
   * Greeting line shown in the header (Chinese).
   */
  greeting?: string;
  /**
   * Greeting line shown in the header (English).
   */
  enGreeting?: string;
  greetingConfig?: GreetingConfig;
  /**
   * File id of the header background image.
   */
  backgroundCoverId?: string;
  /**
   * URL of the header background image.
   */
  backgroundUrl?: string;
  /**
   * File id of the desktop logo (Chinese interface).
   */
  pcLogo?: string;
  /**
   * URL of the desktop logo (Chinese interface).
   */
  pcLogoUrl?: string;
  /**
   * File id of the mobile logo (Chinese interface).
   */
  mobileLogo?: string;
  /**
   * URL of the mobile logo (Chinese interface).
   */
  mobileLogoUrl?: string;
  /**
   * File id of the desktop logo (English interface).
   */
  enPcLogo?: string;
  /**
   * URL of the desktop logo (English interface).
   */
  enPcLogoUrl?: string;
  /**
   * File id of the mobile logo (English interface).
   */
  enMobileLogo?: string;
  /**
   * URL of the mobile logo (English interface).
   */
  enMobileLogoUrl?: string;
  logo?: HeaderLogo;
  navBg?: NavBg;
  searchConfigs?: HeaderSearchConfigs;
  /**
   * Favicon URL.
   */
  browserIcon?: string;
  configData?: HeaderConfigData;
}
/**
 * Greeting switch and text (newer form of greeting).
 */
export interface GreetingConfig {
  /**
   * Show the greeting. true/1 = yes, false/0 = no.
   */
  hasGreeting?: false | true | 0 | 1;
  /**
   * Greeting text.
   */
  greeting?: string;
}
/**
 * Logo switch and image (newer form of pcLogo).
 */
export interface HeaderLogo {
  /**
   * Show the logo; clicking it goes home. true/1 = yes, false/0 = no.
   */
  hasLogo?: false | true | 0 | 1;
  /**
   * Logo image URL.
   */
  logoUrl?: string;
}
/**
 * Navigation bar background image.
 */
export interface NavBg {
  /**
   * Use a background image for the navigation bar. true/1 = yes, false/0 = no.
   */
  hasNavBg?: false | true | 0 | 1;
  /**
   * Background image URL.
   */
  navBgUrl?: string;
}
/**
 * Search box settings.
 */
export interface HeaderSearchConfigs {
  /**
   * Show the search box. true/1 = yes, false/0 = no.
   */
  isShow?: false | true | 0 | 1;
  /**
   * Show the advanced-search (高级检索) link. true/1 = yes, false/0 = no.
   */
  isShowSeniorSearch?: false | true | 0 | 1;
  /**
   * Show the search-field selector (hidden anyway for news and other types). true/1 = yes, false/0 = no.
   */
  isShowSearchOptions?: false | true | 0 | 1;
  /**
   * Resource type ids offered by the search box, in order (428 article, 25 picture, 29 video, 28 audio, -2 news, 0 other, -3 publication); when empty, resourceType is used.
   */
  resourceTypes?: number[];
}
/**
 * Extra header data: injected CSS, custom buttons and the legacy author-portal link.
 */
export interface HeaderConfigData {
  /**
   * Address of the legacy author portal (an http(s) URL or a site path). The header shows its button only on site 735 (spec 2.4); an external address opens in a new tab.
   */
  authorPortalUrl?: string;
  /**
   * CSS injected into the page as a <style> element.
   */
  cssContent?: string;
  /**
   * Custom buttons; only enabled ones (customButtonStatus 1) are shown, cut to the first 3.
   */
  customButtonList?: CustomButton[];
}
/**
 * The contents of one issue grouped by column, with the issue header (year, volume, issue, cover, publish date) and previous / next issue links. On /{lang}/issue/{year?}/{issue?} the URL chooses the issue (none: the latest); with latest the latest issue (home page).
 */
export interface IssueContentsProps {
  /**
   * Always show the latest issue, ignoring the URL (home page: latest issue contents).
   */
  latest?: boolean;
  /**
   * Show at most this many articles, with a link to the whole issue.
   */
  limit?: number;
  /**
   * Heading on Chinese pages (latest mode; default 最新一期).
   */
  title?: string;
  /**
   * Heading on English pages (latest mode; default Latest Issue).
   */
  enTitle?: string;
}
/**
 * The journal page (/{lang}/mag): the journals of the site scope with category links (?cat=), a keyword search (?q=), paged (?page=N); ?id=N (a journal's site id) shows one journal on top.
 */
export interface JournalListProps {
  /**
   * Journals per page (default 12).
   */
  size?: number;
  /**
   * Subject categories offered as filter links, in this order; a category without journals in the site scope is left out.
   *
   * @maxItems 30
   */
  categories?: JournalCategory[];
}
export interface JournalCategory {
  /**
   * What the category matches (searchByCat cat): a journal site keyword or a word of the journal description, e.g. batteries.
   */
  cat: string;
  /**
   * Chinese label.
   */
  name: string;
  /**
   * English label (Chinese when absent).
   */
  enName?: string;
}
/**
 * Notice shown when the URL language is neither zh nor en (ru, ara, spa, fra, de), except on article pages: only paper detail pages carry metadata in those languages.
 */
export interface LanguageNoticeProps {}
/**
 * The layout of one page kind: named regions (header, main, aside, footer, ...) each holding an ordered list of module instances. Inherited defaults -> group -> site; a layer that names only some regions keeps the inherited others.
 */
export interface Layout {
  /**
   * Layout format version; 1.
   */
  schemaVersion?: 1;
  /**
   * Page kind the layout is for (engine/routing/pageKinds.ts).
   */
  page:
    | 'home'
    | 'issues'
    | 'justAccepted'
    | 'onlineFirst'
    | 'article'
    | 'about'
    | 'aboutus'
    | 'collectionList'
    | 'collections'
    | 'info'
    | 'newcomposite'
    | 'news'
    | 'newsDetails'
    | 'editorialBoard'
    | 'issue'
    | 'newsInfo'
    | 'channel'
    | 'thesisDetails'
    | 'virtualProjectDetail'
    | 'textList'
    | 'audioList'
    | 'informationList'
    | 'othersList'
    | 'searchPublication'
    | 'seniorSearch'
    | 'bookList'
    | 'mag'
    | 'currencyList'
    | 'rssList'
    | 'emailSubscribe'
    | 'academic'
    | 'science'
    | 'newLink1'
    | 'newPeriodIntroduce'
    | 'newAlbumList'
    | 'newItemPage'
    | 'login'
    | 'quickLogin'
    | 'register'
    | 'forgetCode'
    | 'accountBinding'
    | 'personal'
    | 'errorPage'
    | 'forbiddenPage';
  regions: LayoutRegions;
}
/**
 * Regions by name (header, main, aside, footer); each is the ordered list of module instances rendered there. A region replaces the inherited region of the same name as a whole.
 */
export interface LayoutRegions {
  [k: string]: ModuleInstance[];
}
/**
 * One widget placed in a layout region or a channel's module list. The registry maps `type` to a widget; `props` are validated against that widget's schema (widget/<type>).
 */
export interface ModuleInstance {
  /**
   * Instance id, unique within the page (used as React key and in error reports).
   */
  id: string;
  /**
   * Widget type, e.g. site-header, rich-text, news-banner.
   */
  type: string;
  /**
   * Widget variant, e.g. a navStyle '1'-'13' for site-header or a styleId '1'/'2'; when absent the widget picks one (site-header uses the header's navStyle).
   */
  variant?: string;
  /**
   * Version of the props; older props are upgraded step by step to the widget's current version. Absent = current.
   */
  version?: number;
  /**
   * Widget props; validated against the widget's schema, missing props take the widget defaults.
   */
  props?: {
    [k: string]: unknown;
  };
  when?: ModuleCondition;
}
/**
 * Conditions under which the instance is rendered; absent = always.
 */
export interface ModuleCondition {
  /**
   * Render only when the URL language is one of these.
   *
   * @minItems 1
   */
  lang?: [
    'zh' | 'en' | 'ru' | 'ara' | 'spa' | 'fra' | 'de',
    ...('zh' | 'en' | 'ru' | 'ara' | 'spa' | 'fra' | 'de')[]
  ];
}
/**
 * The audio and video page (/{lang}/audioList): tabs video (?type=video, default) and audio (?type=audio), a paged list of cards (?page=N); ?id=N shows that item in a player with its related articles (unknown id: status 404).
 */
export interface MediaListProps {
  /**
   * Items per page (default 12).
   */
  size?: number;
  /**
   * Related articles shown with the selected item (default 5; 0 hides them).
   */
  relatedSize?: number;
}
/**
 * Module lists of a site's channels, keyed by channel id: what /front/module/getModuleList {channelId} returns for each channel.
 */
export interface ModuleLists {
  [k: string]: ModuleInstance[];
}
/**
 * A closable 90 px bar of top news items, one at a time, not autoplaying; an item opens its news detail page.
 */
export interface NewsBannerProps {
  /**
   * The news items; when empty the banner shows the site's top news (GET /front/front-news/getTopNews).
   *
   * @maxItems 50
   */
  items?: NewsBannerItem[];
  /**
   * Bar height in px (spec: 90).
   */
  height?: number;
  /**
   * Rotate items every 5 s (spec: off).
   */
  autoplay?: boolean;
}
export interface NewsBannerItem {
  /**
   * News id; the item links to /{lang}/newsDetails/{id}.
   */
  id: number | string;
  /**
   * Title (Chinese, or the only title).
   */
  title: string;
  /**
   * Title on English pages.
   */
  enTitle?: string;
}
/**
 * One news item (/{lang}/newsDetails/{id}): title, date, source, sanitised body, picture, a link back to the news list. Unknown id: No data and status 404.
 */
export interface NewsDetailProps {
  /**
   * Show the item's picture above the body (default true).
   */
  showPicture?: boolean;
}
/**
 * News of a site. Without limit: the news page (tabs information / announcement / dynamic / statement, pinned first, paged). With limit: a short list (home page) with a More link.
 */
export interface NewsListProps {
  /**
   * Short list of this many items (home page), no tabs or pages, with a More link.
   */
  limit?: number;
  /**
   * Tab shown when the URL names none (short list: the tab listed; absent = every tab).
   */
  tab?: 'information' | 'announcement' | 'dynamic' | 'statement';
  /**
   * Page size of the news page (default 10).
   */
  size?: number;
  /**
   * Show each item's picture (default true).
   */
  showPictures?: boolean;
  /**
   * Heading of the short list (Chinese); default 新闻公告.
   */
  title?: string;
  /**
   * Heading of the short list (English); default News.
   */
  enTitle?: string;
}
/**
 * The "other resources" page (/{lang}/othersList): the site scope's collections / topics, each linking to /{lang}/collections/{id}, paged (?page=N).
 */
export interface OthersListProps {
  /**
   * Collections per page (default 10).
   */
  size?: number;
}
/**
 * The page heading (h1). Without a title it shows the current channel's name, else the page kind's name.
 */
export interface PageTitleProps {
  /**
   * Heading on Chinese pages.
   */
  title?: string;
  /**
   * Heading on English pages.
   */
  enTitle?: string;
}
/**
 * Publication (journal) display settings (spec 3, Publication config).
 */
export interface PublicationConfig {
  /**
   * Back-issue list style; 3 shows the by-year back-issue tree.
   */
  backIssueStyle?: number;
  /**
   * Publication page style; 7 shows the journal (period) tree.
   */
  style?: number;
}
/**
 * A block of configured HTML, sanitised before it is shown. The English copy is used on English pages when present.
 */
export interface RichTextProps {
  /**
   * HTML shown on Chinese pages (and on English pages without enHtml).
   */
  html?: string;
  /**
   * HTML shown on English pages.
   */
  enHtml?: string;
  /**
   * Optional heading (Chinese).
   */
  title?: string;
  /**
   * Optional heading (English).
   */
  enTitle?: string;
}
/**
 * One searchable resource type of a site (/front/site/{siteId}/search-config; spec 3, Search config entry).
 */
export interface SearchConfigEntry {
  /**
   * Search-type name (spec 3, Search-type names).
   */
  type:
    | 'thesis'
    | 'expert'
    | 'picture'
    | 'table'
    | 'video'
    | 'audio'
    | 'publication'
    | 'news'
    | 'other'
    | 'book'
    | 'wechat'
    | 'mixed';
  /**
   * Resource type code sent to the search API, e.g. "428" for articles, "-3" for publications.
   */
  code?: string;
  /**
   * Tab label in Chinese, e.g. 论文.
   */
  name?: string;
  /**
   * Tab label in English (extension; falls back to a built-in label).
   */
  enName?: string;
  /**
   * 1 = the type is open (searchable) on this site.
   */
  isOpenConfig?: 0 | 1;
}
/**
 * A search-field option of the search box for one resource type (/front/site/getSearchOptions; spec 3, Search option).
 */
export interface SearchOption {
  /**
   * Field searched, e.g. all, title, author, keyword, abstract, doi, institution.
   */
  field: string;
  /**
   * Label in Chinese, e.g. 题名.
   */
  condition?: string;
  /**
   * Label in English, e.g. Title.
   */
  enCondition?: string;
  /**
   * Result page the search goes to for this field (empty = the type's default result page).
   */
  jumpUrl?: string;
}
/**
 * The search result page: the search comes from the URL (q, type, field, advanced rows r1..r10, sort, years, page, facet filters); see widgets/reader/search-results/README.md.
 */
export interface SearchResultsProps {
  /**
   * Show the facet panel (years, journals, columns, authors, institutions, keywords). Default true.
   */
  showFacets?: boolean;
  /**
   * Facet values listed before the "More" disclosure. Default 8.
   */
  facetsShown?: number;
  /**
   * Show each result's highlighted abstract / summary snippet. Default true.
   */
  showAbstract?: boolean;
}
/**
 * A site of the portal: a single journal, a journal group or the aggregate "all" site (spec 3, Site). Found by its short label (sld), its id or its domain.
 */
export interface Site {
  /**
   * Site id (same value as siteId; both names occur in API payloads).
   */
  id?: number;
  /**
   * Site id. Demo sites: all=1, cmg=2, emf=3, closed=4, jnem=502, amr=735.
   */
  siteId: number;
  /**
   * Site short label (second-level domain), used in /{sld}/{lang?}/... routes and file ids.
   */
  sld: string;
  /**
   * Site status: 0 normal; 10001 closed (visitors go to /forbiddenPage, which shows the expiry notice); 10002 under maintenance (/errorPage with the maintenance notice, HTTP 503); any other value sends visitors to /errorPage.
   */
  status?: number;
  /**
   * Journal (magazine) id of a single-journal site; 0 when the site has no journal of its own.
   */
  magId?: number;
  /**
   * Host name the site answers on; when empty the sld is used.
   */
  domain?: string;
  /**
   * 1 = this site is a journal group (lists memberSiteIds); 0 = not a group.
   */
  groupSite?: 0 | 1;
  /**
   * Group kind; groupType 1 changes how banner links route (links go to the member journal).
   */
  groupType?: number;
  /**
   * Group sites only: ids of the member sites. Members inherit the group's config layer (defaults -> group -> site).
   */
  memberSiteIds?: number[];
  /**
   * Topic id used for the editorial-board expert list.
   */
  topicId?: number;
  /**
   * Grayscale display: 0 none; 1 the index area only; any other non-zero value the whole page.
   */
  grayType?: number;
  /**
   * 1 = third-party (UMT) single sign-on is enabled for this site.
   */
  umtFlag?: 0 | 1;
  /**
   * Id of the page template the site was created from.
   */
  templateId?: number;
  /**
   * Colour theme: 1-11 = one of the eleven preset themes; 0 = custom colours colour1/colour2/colour3.
   */
  colour?: number;
  /**
   * Custom theme (colour 0): primary colour, e.g. #1f5fa8.
   */
  colour1?: string;
  /**
   * Custom theme (colour 0): hover / secondary colour.
   */
  colour2?: string;
  /**
   * Custom theme (colour 0): bottom-line / accent colour.
   */
  colour3?: string;
  /**
   * Site logo URL (e.g. /rc-pub/front/files/get?id=<sld>.logo.svg).
   */
  logo?: string;
  /**
   * Secondary (English or inverted) logo URL.
   */
  logo1?: string;
  /**
   * Cover picture URL of the site (journal cover).
   */
  pictureUrl?: string;
  /**
   * Keywords for the page <meta name="keywords">, comma separated.
   */
  keywords?: string;
  /**
   * Site name in Chinese (may be empty for English-only sites).
   */
  name?: string;
  /**
   * Site name in English.
   */
  enName?: string;
  /**
   * Journal (publication) name in Chinese.
   */
  publicationName?: string;
  /**
   * Journal (publication) name in English.
   */
  enPublicationName?: string;
  /**
   * Site kind: group = journal group, single = one journal, all = the aggregate site.
   */
  type?: 'group' | 'single' | 'all';
  /**
   * Interface language used when neither the URL nor the language cookie names one.
   */
  defaultLanguage?: 'zh' | 'en';
  /**
   * Interface languages the site offers; an English-only journal lists ["en"].
   *
   * @minItems 1
   */
  languages?: ['zh' | 'en', ...('zh' | 'en')[]];
  /**
   * Visitors may view content (site check); default true.
   */
  visitPower?: boolean;
  /**
   * Members may download full text (site check); default true.
   */
  downloadPower?: boolean;
}
/**
 * Props of the site footer. Contact and legal lines, logo, QR image, visit counter and injected CSS come from the site's footer config.
 */
export interface SiteFooterProps {
  /**
   * Show the line recommending Chrome or IE9+.
   */
  showBrowserNotice?: boolean;
  /**
   * Show the cookie-use notice.
   */
  showCookieNotice?: boolean;
}
/**
 * Props of the site header. Everything else (navStyle, logo, greeting, search, login, language, custom buttons) comes from the site's header config.
 */
export interface SiteHeaderProps {
  /**
   * Count-based menu overflow: top-level items shown before "More" (更多) when navDistribution is 1. Each navStyle has its own default (style 1: 8); styles 9, 10 and 12 have fixed counts.
   */
  moreAfter?: number;
}
/**
 * Site-level permissions from the site check (/front/site/checkPower). Both default to true.
 */
export interface SitePower {
  /**
   * Visitors may view the site's content.
   */
  visitPower?: boolean;
  /**
   * Members may download full text.
   */
  downloadPower?: boolean;
}
/**
 * An entry of the site's tools list (spec 3, Tool entry): floating-toolbar buttons such as share, RSS, e-mail subscription, or links to external platforms.
 */
export interface ToolEntry {
  /**
   * Tool id.
   */
  id: number;
  /**
   * Sort index; lower comes first.
   */
  indexId?: number;
  /**
   * Tool name (Chinese, or the only name).
   */
  resName?: string;
  /**
   * Tool name in English (extension; falls back to resName).
   */
  enResName?: string;
  /**
   * Icon URL.
   */
  cover?: string;
  /**
   * File id of the icon.
   */
  coverId?: string;
  /**
   * Link target (used with linkType2).
   */
  linkValue2?: string;
  /**
   * Kind of link in linkValue2, e.g. "url" or "route".
   */
  linkType2?: string;
  /**
   * Image shown in the pop-up of a "pop" tool, e.g. a QR code.
   */
  bouncePictureUrl?: string;
  /**
   * External address of a "platform" or "external" tool.
   */
  url?: string;
  /**
   * pop = shows bouncePictureUrl in a pop-up; share = share with QR code; platform = built-in function (platformType); external = opens url.
   */
  type?: 'pop' | 'share' | 'platform' | 'external';
  /**
   * Built-in function of a platform tool: rss (/rssList), email (/emailSubscribe), share, folderAdd (reference basket).
   */
  platformType?: 'rss' | 'email' | 'share' | 'folderAdd';
  /**
   * Tooltip text.
   */
  description?: string;
  /**
   * Picture URL (alternative icon).
   */
  pictureUrl?: string;
}
/**
 * The top banner (spec 9): full content width, height = width x 175 / 683. Pictures from images, else the current channel's bannerUrl, else the site's pictureUrl. Several pictures make a manual carousel (previous / next, dots, arrow keys); one picture shows plain.
 */
export interface TopBannerProps {
  /**
   * The pictures, in order. Empty: the channel's banner, else the site's picture.
   *
   * @maxItems 10
   */
  images?:
    | []
    | [TopBannerImage]
    | [TopBannerImage, TopBannerImage]
    | [TopBannerImage, TopBannerImage, TopBannerImage]
    | [TopBannerImage, TopBannerImage, TopBannerImage, TopBannerImage]
    | [TopBannerImage, TopBannerImage, TopBannerImage, TopBannerImage, TopBannerImage]
    | [TopBannerImage, TopBannerImage, TopBannerImage, TopBannerImage, TopBannerImage, TopBannerImage]
    | [
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage
      ]
    | [
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage
      ]
    | [
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage
      ]
    | [
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage,
        TopBannerImage
      ];
  /**
   * How a picture fills the banner: cover (crop to fill) or contain (whole picture on a tinted band). Default: cover, but contain for the site's picture (a journal cover).
   */
  fit?: 'cover' | 'contain';
  /**
   * Advance every 5 s, pausing under the pointer or keyboard focus and with reduced motion (default off).
   */
  autoplay?: boolean;
}
export interface TopBannerImage {
  /**
   * Picture URL, or a file id served by /rc-pub/front/files/get.
   */
  src: string;
  /**
   * Link target: an absolute http(s) address (opens in a new tab), a path starting with / or a page path after the language (e.g. 'about' -> /{lang}/about); in-site links keep slds on site-label routes.
   */
  href?: string;
  /**
   * Text alternative (Chinese, or the only one); required for accessibility.
   */
  alt: string;
  /**
   * Text alternative on English pages.
   */
  enAlt?: string;
}

// ---- helpers (generated by scripts/gen.ts) ----

/** Every schema $id known to the generator (entities, documents, widgets). */
export type SchemaId =
  | "aggregated-config"
  | "aiqa-config"
  | "app-info"
  | "basic-info"
  | "channel"
  | "channel-list"
  | "common-codes"
  | "custom-button"
  | "doc/aggregated"
  | "doc/aiqa"
  | "doc/app-info"
  | "doc/basic-info"
  | "doc/channels"
  | "doc/common-codes"
  | "doc/footer"
  | "doc/functional-control"
  | "doc/header"
  | "doc/layout"
  | "doc/modules"
  | "doc/publication"
  | "doc/search-config"
  | "doc/search-options"
  | "doc/site"
  | "doc/tools"
  | "envelope"
  | "footer-config"
  | "functional-control"
  | "functional-control-list"
  | "header-config"
  | "layout"
  | "module-instance"
  | "module-list"
  | "module-lists"
  | "publication-config"
  | "search-config-entry"
  | "search-config-list"
  | "search-option"
  | "search-type-option"
  | "site"
  | "site-power"
  | "tool-entry"
  | "tool-list"
  | "widget/advanced-search"
  | "widget/ai-panel"
  | "widget/article-detail"
  | "widget/article-list"
  | "widget/back-issues"
  | "widget/back-to-top"
  | "widget/book-list"
  | "widget/channel-fallback"
  | "widget/collection-articles"
  | "widget/collection-list"
  | "widget/editorial-board"
  | "widget/figure-list"
  | "widget/floating-toolbar"
  | "widget/issue-contents"
  | "widget/journal-list"
  | "widget/language-notice"
  | "widget/media-list"
  | "widget/news-banner"
  | "widget/news-detail"
  | "widget/news-list"
  | "widget/others-list"
  | "widget/page-title"
  | "widget/rich-text"
  | "widget/search-results"
  | "widget/site-footer"
  | "widget/site-header"
  | "widget/top-banner";

/** A site-configs object document: the entity plus `schemaVersion` (e.g. header.json). */
export type ConfigDocument<T> = T & { schemaVersion: 1; $schema?: string };

/** A site-configs list document: `{ schemaVersion, items }` (tools, channels, search-config, functional-control). */
export interface ListDocument<T> {
  schemaVersion: 1;
  $schema?: string;
  items: T[];
}

/** site-configs sites/<sld>/modules.json. */
export interface ModuleListsDocument {
  schemaVersion: 1;
  $schema?: string;
  lists: ModuleLists;
}

/** site-configs search-options.json. */
export interface SearchOptionsDocument {
  schemaVersion: 1;
  $schema?: string;
  byType: { [resourceType: string]: SearchOption[] };
}

/** Widget props by widget type (from widgets/<family>/<name>/schema.json). */
export interface WidgetPropsByType {
  "advanced-search": AdvancedSearchProps;
  "ai-panel": AiPanelProps;
  "article-detail": ArticleDetailProps;
  "article-list": ArticleListProps;
  "back-issues": BackIssuesProps;
  "back-to-top": BackToTopProps;
  "book-list": BookListProps;
  "channel-fallback": ChannelFallbackProps;
  "collection-articles": CollectionArticlesProps;
  "collection-list": CollectionListProps;
  "editorial-board": EditorialBoardProps;
  "figure-list": FigureListProps;
  "floating-toolbar": FloatingToolbarProps;
  "issue-contents": IssueContentsProps;
  "journal-list": JournalListProps;
  "language-notice": LanguageNoticeProps;
  "media-list": MediaListProps;
  "news-banner": NewsBannerProps;
  "news-detail": NewsDetailProps;
  "news-list": NewsListProps;
  "others-list": OthersListProps;
  "page-title": PageTitleProps;
  "rich-text": RichTextProps;
  "search-results": SearchResultsProps;
  "site-footer": SiteFooterProps;
  "site-header": SiteHeaderProps;
  "top-banner": TopBannerProps;
}
