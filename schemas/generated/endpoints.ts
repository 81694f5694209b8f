// generated — do not edit. Source: the /rc-pub route declarations (server/api/**, operation()); run `npm run gen` (scripts/gen.ts).
/* eslint-disable */
import type { AggregatedConfig, AiqaConfig, AppInfo, BasicInfo, Channel, ChannelList, CommonCodes, FooterConfig, FunctionalControlList, HeaderConfig, Layout, ModuleInstance, PublicationConfig, SearchConfigList, SearchOption, Site, SitePower, ToolList } from './types';

/** Every /rc-pub operation: its method and path (`:name` = path parameter). */
export const ENDPOINTS = {
  advSearch: ["GET", "/front/advSearch"],
  advSearchClusters: ["GET", "/front/advSearch/clusters"],
  aggregatedConfig: ["GET", "/front/site/getAggregatedConfig"],
  aiqaConfig: ["GET", "/front/aiqa/getAiqaConfig"],
  albumDetail: ["GET", "/front/album/:id"],
  albumList: ["GET", "/front/album/list"],
  analyze: ["GET", "/front/search/analyze"],
  appInfo: ["GET", "/front/aiqa/getAppInfo"],
  articleByDoi: ["GET", "/front/front-article/getArticleByDoi"],
  articleDetail: ["GET", "/front/front-article/:id"],
  articleJumpUrl: ["GET", "/front/front-article/getJumpUrl"],
  articleReferences: ["GET", "/front/front-article/getReference"],
  articlesByColumn: ["GET", "/front/front-article/getArticlesByColumn"],
  articleStatistics: ["GET", "/front/front-article/getStatistics"],
  attachTypes: ["GET", "/front/front-article/getAttachTypes"],
  audioInfo: ["GET", "/front/vod/getAudioInfo"],
  basicInfo: ["GET", "/front/site/getBasicInfo"],
  bookDetail: ["GET", "/front/rc-book/getBookInfo/:id"],
  bookSearch: ["GET", "/front/rc-book/search"],
  channelInfo: ["GET", "/front/channel/getChannelInfo"],
  channelList: ["GET", "/front/channel/getChannelList"],
  checkPower: ["GET", "/front/site/checkPower"],
  columnTree: ["GET", "/front/front-article/getColumnTree"],
  commonCodes: ["GET", "/front/commonResource/getCommonCodes"],
  configLayers: ["GET", "/front/site/getConfigLayers"],
  countVisit: ["POST", "/front/site/visit"],
  download: ["GET", "/front/front-article/download"],
  expertList: ["GET", "/front/expert/list"],
  firstTwoPeriods: ["GET", "/front/front-period/getFirstTwoPeriods"],
  footerConfig: ["GET", "/front/site/getFooterConfig"],
  functionalControl: ["GET", "/front/site/getMagazineFunctionalControl"],
  groupOfSite: ["GET", "/front/site/findGroupBySiteId"],
  headerConfig: ["GET", "/front/site/getConfigHeader"],
  htmlFullText: ["GET", "/front/front-article/getHtml"],
  isShowHtml: ["GET", "/front/front-article/isShowHtml"],
  justAccepted: ["GET", "/front/front-article/getJustAccepted"],
  layout: ["GET", "/front/layout/getLayout"],
  mediaList: ["GET", "/front/vod/res/list"],
  mediaRelations: ["GET", "/front/vod/getRelationsData"],
  moduleList: ["GET", "/front/module/getModuleList"],
  newsDetail: ["GET", "/front/front-news/:id"],
  newsJumpUrl: ["GET", "/front/front-news/getJumpUrl"],
  newsList: ["GET", "/front/front-news/list"],
  onlineFirst: ["GET", "/front/front-article/getFirstPublishArticles"],
  periodDetail: ["GET", "/front/front-period/:id"],
  periodInfo: ["GET", "/front/front-period/getPeriodInfo"],
  periodTree: ["GET", "/front/front-period/getPeriodTree"],
  pictureList: ["GET", "/front/picture/list"],
  picturesAndTables: ["GET", "/front/front-article/getPicAndTab"],
  publicationConfig: ["GET", "/front/site/getPublicationConfig"],
  publicationDetail: ["GET", "/front/front-publication/detail/:id"],
  publicationGroups: ["GET", "/front/front-publication/findGroupBySiteId"],
  publicationsByCategory: ["GET", "/front/front-publication/search/searchByCat"],
  publicationSearch: ["GET", "/front/front-publication/search"],
  publishedInfo: ["GET", "/front/front-article/getPublishedInfo"],
  publishYears: ["GET", "/front/front-period/getAllPublishYears"],
  rankList: ["GET", "/front/rank/list"],
  relatedByAuthor: ["GET", "/front/front-article/relations/author"],
  relatedByFund: ["GET", "/front/front-article/relations/fund"],
  relatedByInstitution: ["GET", "/front/front-article/relations/org"],
  relatedByKeywords: ["GET", "/front/front-article/relations/article"],
  resourceJumpUrl: ["GET", "/front/rc_res_general/getJumpUrl"],
  search: ["GET", "/front/search"],
  searchClusters: ["GET", "/front/search/clusters"],
  searchConfig: ["GET", "/front/site/:siteId/search-config"],
  searchOptions: ["GET", "/front/site/getSearchOptions"],
  siteByDomain: ["GET", "/front/site/findByDomain"],
  siteById: ["GET", "/front/site/findBySiteId"],
  siteBySld: ["GET", "/front/site/findBySld"],
  tableList: ["GET", "/front/table/list"],
  toolsList: ["GET", "/front/site/getToolsList"],
  topicList: ["GET", "/front/topic/list"],
  topNews: ["GET", "/front/front-news/getTopNews"],
  updateCount: ["POST", "/front/front-article/updateCount"],
  videoInfo: ["GET", "/front/vod/getVideoInfo"],
} as const;

export type EndpointName = keyof typeof ENDPOINTS;

/** Parameters and answer (`data` of the envelope) of every operation. */
export interface Endpoints {
  advSearch: { params: AdvSearchParams; data: AdvSearchData };
  advSearchClusters: { params: AdvSearchClustersParams; data: AdvSearchClustersData };
  aggregatedConfig: { params: AggregatedConfigParams; data: AggregatedConfigData };
  aiqaConfig: { params: AiqaConfigParams; data: AiqaConfigData };
  albumDetail: { params: AlbumDetailParams; data: AlbumDetailData };
  albumList: { params: AlbumListParams; data: AlbumListData };
  analyze: { params: AnalyzeParams; data: AnalyzeData };
  appInfo: { params: AppInfoParams; data: AppInfoData };
  articleByDoi: { params: ArticleByDoiParams; data: ArticleByDoiData };
  articleDetail: { params: ArticleDetailParams; data: ArticleDetailData };
  articleJumpUrl: { params: ArticleJumpUrlParams; data: ArticleJumpUrlData };
  articleReferences: { params: ArticleReferencesParams; data: ArticleReferencesData };
  articlesByColumn: { params: ArticlesByColumnParams; data: ArticlesByColumnData };
  articleStatistics: { params: ArticleStatisticsParams; data: ArticleStatisticsData };
  attachTypes: { params: AttachTypesParams; data: AttachTypesData };
  audioInfo: { params: AudioInfoParams; data: AudioInfoData };
  basicInfo: { params: BasicInfoParams; data: BasicInfoData };
  bookDetail: { params: BookDetailParams; data: BookDetailData };
  bookSearch: { params: BookSearchParams; data: BookSearchData };
  channelInfo: { params: ChannelInfoParams; data: ChannelInfoData };
  channelList: { params: ChannelListParams; data: ChannelListData };
  checkPower: { params: CheckPowerParams; data: CheckPowerData };
  columnTree: { params: ColumnTreeParams; data: ColumnTreeData };
  commonCodes: { params: CommonCodesParams; data: CommonCodesData };
  configLayers: { params: ConfigLayersParams; data: ConfigLayersData };
  countVisit: { params: CountVisitParams; data: CountVisitData };
  download: { params: DownloadParams; data: DownloadData };
  expertList: { params: ExpertListParams; data: ExpertListData };
  firstTwoPeriods: { params: FirstTwoPeriodsParams; data: FirstTwoPeriodsData };
  footerConfig: { params: FooterConfigParams; data: FooterConfigData };
  functionalControl: { params: FunctionalControlParams; data: FunctionalControlData };
  groupOfSite: { params: GroupOfSiteParams; data: GroupOfSiteData };
  headerConfig: { params: HeaderConfigParams; data: HeaderConfigData };
  htmlFullText: { params: HtmlFullTextParams; data: HtmlFullTextData };
  isShowHtml: { params: IsShowHtmlParams; data: IsShowHtmlData };
  justAccepted: { params: JustAcceptedParams; data: JustAcceptedData };
  layout: { params: LayoutParams; data: LayoutData };
  mediaList: { params: MediaListParams; data: MediaListData };
  mediaRelations: { params: MediaRelationsParams; data: MediaRelationsData };
  moduleList: { params: ModuleListParams; data: ModuleListData };
  newsDetail: { params: NewsDetailParams; data: NewsDetailData };
  newsJumpUrl: { params: NewsJumpUrlParams; data: NewsJumpUrlData };
  newsList: { params: NewsListParams; data: NewsListData };
  onlineFirst: { params: OnlineFirstParams; data: OnlineFirstData };
  periodDetail: { params: PeriodDetailParams; data: PeriodDetailData };
  periodInfo: { params: PeriodInfoParams; data: PeriodInfoData };
  periodTree: { params: PeriodTreeParams; data: PeriodTreeData };
  pictureList: { params: PictureListParams; data: PictureListData };
  picturesAndTables: { params: PicturesAndTablesParams; data: PicturesAndTablesData };
  publicationConfig: { params: PublicationConfigParams; data: PublicationConfigData };
  publicationDetail: { params: PublicationDetailParams; data: PublicationDetailData };
  publicationGroups: { params: PublicationGroupsParams; data: PublicationGroupsData };
  publicationsByCategory: { params: PublicationsByCategoryParams; data: PublicationsByCategoryData };
  publicationSearch: { params: PublicationSearchParams; data: PublicationSearchData };
  publishedInfo: { params: PublishedInfoParams; data: PublishedInfoData };
  publishYears: { params: PublishYearsParams; data: PublishYearsData };
  rankList: { params: RankListParams; data: RankListData };
  relatedByAuthor: { params: RelatedByAuthorParams; data: RelatedByAuthorData };
  relatedByFund: { params: RelatedByFundParams; data: RelatedByFundData };
  relatedByInstitution: { params: RelatedByInstitutionParams; data: RelatedByInstitutionData };
  relatedByKeywords: { params: RelatedByKeywordsParams; data: RelatedByKeywordsData };
  resourceJumpUrl: { params: ResourceJumpUrlParams; data: ResourceJumpUrlData };
  search: { params: SearchParams; data: SearchData };
  searchClusters: { params: SearchClustersParams; data: SearchClustersData };
  searchConfig: { params: SearchConfigParams; data: SearchConfigData };
  searchOptions: { params: SearchOptionsParams; data: SearchOptionsData };
  siteByDomain: { params: SiteByDomainParams; data: SiteByDomainData };
  siteById: { params: SiteByIdParams; data: SiteByIdData };
  siteBySld: { params: SiteBySldParams; data: SiteBySldData };
  tableList: { params: TableListParams; data: TableListData };
  toolsList: { params: ToolsListParams; data: ToolsListData };
  topicList: { params: TopicListParams; data: TopicListData };
  topNews: { params: TopNewsParams; data: TopNewsData };
  updateCount: { params: UpdateCountParams; data: UpdateCountData };
  videoInfo: { params: VideoInfoParams; data: VideoInfoData };
}

export interface AdvSearchParams {
siteId?: number
years?: ("all" | "5" | "3" | "1")
sort?: ("relevance" | "date" | "views" | "downloads" | "citations")
page?: number
size?: number
year?: string
journal?: string
column?: string
author?: string
institution?: string
keyword?: string
language?: ("zh" | "en")
rows?: string
publishType?: (0 | 1)
openAccess?: (0 | 1)
}

export interface AdvSearchData {
list: {
[k: string]: unknown
}[]
total: number
page: number
size: number
took: number
terms?: string[]
query?: {
[k: string]: unknown
}
}

export interface AdvSearchClustersParams {
siteId?: number
years?: ("all" | "5" | "3" | "1")
sort?: ("relevance" | "date" | "views" | "downloads" | "citations")
page?: number
size?: number
year?: string
journal?: string
column?: string
author?: string
institution?: string
keyword?: string
language?: ("zh" | "en")
rows?: string
publishType?: (0 | 1)
openAccess?: (0 | 1)
}

export interface AdvSearchClustersData {
year?: {
[k: string]: unknown
}[]
journal?: {
[k: string]: unknown
}[]
column?: {
[k: string]: unknown
}[]
author?: {
[k: string]: unknown
}[]
institution?: {
[k: string]: unknown
}[]
keyword?: {
[k: string]: unknown
}[]
resourceType?: {
[k: string]: unknown
}[]
took?: number
}

export interface AggregatedConfigParams {
siteId: number
}

export type AggregatedConfigData = AggregatedConfig

export interface AiqaConfigParams {
siteId: number
}

export type AiqaConfigData = AiqaConfig

export interface AlbumDetailParams {
page?: number
size?: number
id: number
}

export interface AlbumDetailData {
id?: number
siteId?: number
name?: string
enName?: string
enDescription?: (string | null)
cover?: (string | null)
createdDate?: string
sort?: number
articleCount?: number
articles?: {
list: {
id?: number
siteId?: number
doi?: string
title?: string
enTitle?: string
abstract?: string
enAbstract?: string
keywords?: string[]
enKeywords?: string[]
authors?: {
ord?: number
name?: string
enName?: string
affiliationIndexes?: number[]
corresponding?: boolean
email?: (string | null)
}[]
columnId?: (number | null)
columnName?: (string | null)
enColumnName?: (string | null)
periodId?: (number | null)
year?: number
volume?: (number | null)
issue?: (number | null)
firstPage?: (number | null)
lastPage?: (number | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
openAccess?: number
attachTypes?: string[]
graphicAbstract?: (string | null)
language?: string
views?: number
downloads?: number
citations?: number
}[]
total: number
page: number
size: number
}
}

export interface AlbumListParams {
siteId: number
}

export type AlbumListData = {
id?: number
siteId?: number
name?: string
enName?: string
enDescription?: (string | null)
cover?: (string | null)
createdDate?: string
sort?: number
articleCount?: number
}[]

export interface AnalyzeParams {
q?: string
type?: ("0" | "25" | "28" | "29" | "428" | "article" | "thesis" | "publication" | "-3" | "picture" | "table" | "video" | "audio" | "news" | "-2" | "other" | "book" | "expert")
siteId?: number
}

export type AnalyzeData = string[]

export interface AppInfoParams {
siteId: number
}

export type AppInfoData = AppInfo

export interface ArticleByDoiParams {
doi: string
}

export interface ArticleByDoiData {
id?: number
siteId?: number
doi?: string
title?: string
enTitle?: string
abstract?: string
enAbstract?: string
keywords?: string[]
enKeywords?: string[]
authors?: {
ord?: number
name?: string
enName?: string
affiliationIndexes?: number[]
corresponding?: boolean
email?: (string | null)
}[]
columnId?: (number | null)
columnName?: (string | null)
enColumnName?: (string | null)
periodId?: (number | null)
year?: number
volume?: (number | null)
issue?: (number | null)
firstPage?: (number | null)
lastPage?: (number | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
openAccess?: number
attachTypes?: string[]
graphicAbstract?: (string | null)
language?: string
views?: number
downloads?: number
citations?: number
affiliations?: {
ord?: number
name?: string
enName?: string
}[]
column?: ({
id?: number
name?: string
enName?: string
} | null)
period?: ({
id?: number
year?: number
volume?: number
issue?: number
cover?: (string | null)
publishDate?: string
} | null)
receivedDate?: (string | null)
revisedDate?: (string | null)
fund?: (string | null)
enFund?: (string | null)
attachments?: {
type?: string
name?: string
size?: number
}[]
hasHtml?: boolean
referenceCount?: number
metrics?: {
views?: number
downloads?: number
citations?: number
}
}

export interface ArticleDetailParams {
id: number
}

export interface ArticleDetailData {
id?: number
siteId?: number
doi?: string
title?: string
enTitle?: string
abstract?: string
enAbstract?: string
keywords?: string[]
enKeywords?: string[]
authors?: {
ord?: number
name?: string
enName?: string
affiliationIndexes?: number[]
corresponding?: boolean
email?: (string | null)
}[]
columnId?: (number | null)
columnName?: (string | null)
enColumnName?: (string | null)
periodId?: (number | null)
year?: number
volume?: (number | null)
issue?: (number | null)
firstPage?: (number | null)
lastPage?: (number | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
openAccess?: number
attachTypes?: string[]
graphicAbstract?: (string | null)
language?: string
views?: number
downloads?: number
citations?: number
affiliations?: {
ord?: number
name?: string
enName?: string
}[]
column?: ({
id?: number
name?: string
enName?: string
} | null)
period?: ({
id?: number
year?: number
volume?: number
issue?: number
cover?: (string | null)
publishDate?: string
} | null)
receivedDate?: (string | null)
revisedDate?: (string | null)
fund?: (string | null)
enFund?: (string | null)
attachments?: {
type?: string
name?: string
size?: number
}[]
hasHtml?: boolean
referenceCount?: number
metrics?: {
views?: number
downloads?: number
citations?: number
}
}

export interface ArticleJumpUrlParams {
siteId: number
id: number
language?: ("zh" | "en" | "ru" | "ara" | "spa" | "fra" | "de")
}

export interface ArticleJumpUrlData {
path?: string
url?: string
siteId?: number
sld?: string
domain?: (string | null)
sameSite?: boolean
external?: boolean
}

export interface ArticleReferencesParams {
id: number
}

export type ArticleReferencesData = {
ord?: number
text?: string
}[]

export interface ArticlesByColumnParams {
siteId: number
columnId: number
page?: number
size?: number
}

export interface ArticlesByColumnData {
list: {
id?: number
siteId?: number
doi?: string
title?: string
enTitle?: string
abstract?: string
enAbstract?: string
keywords?: string[]
enKeywords?: string[]
authors?: {
ord?: number
name?: string
enName?: string
affiliationIndexes?: number[]
corresponding?: boolean
email?: (string | null)
}[]
columnId?: (number | null)
columnName?: (string | null)
enColumnName?: (string | null)
periodId?: (number | null)
year?: number
volume?: (number | null)
issue?: (number | null)
firstPage?: (number | null)
lastPage?: (number | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
openAccess?: number
attachTypes?: string[]
graphicAbstract?: (string | null)
language?: string
views?: number
downloads?: number
citations?: number
}[]
total: number
page: number
size: number
}

export interface ArticleStatisticsParams {
id: number
}

export interface ArticleStatisticsData {
views?: number
downloads?: number
citations?: number
}

export interface AttachTypesParams {
id: number
}

export type AttachTypesData = ("pdf" | "html")[]

export interface AudioInfoParams {
id: number
}

export interface AudioInfoData {
id?: number
siteId?: number
type?: ("audio" | "video")
title?: string
enTitle?: string
enDescription?: (string | null)
url?: string
cover?: (string | null)
durationSec?: (number | null)
articleId?: (number | null)
article?: ({
id?: number
title?: string
enTitle?: string
doi?: string
} | null)
publishedDate?: string
views?: number
}

export interface BasicInfoParams {
siteId: number
}

export type BasicInfoData = BasicInfo

export interface BookDetailParams {
id: number
}

export interface BookDetailData {
id?: number
siteId?: number
title?: string
enTitle?: string
authors?: string
enAuthors?: string
isbn?: (string | null)
publisher?: (string | null)
enPublisher?: (string | null)
year?: (number | null)
cover?: (string | null)
enDescription?: (string | null)
}

export interface BookSearchParams {
siteId: number
q?: string
page?: number
size?: number
}

export interface BookSearchData {
list: {
id?: number
siteId?: number
title?: string
enTitle?: string
authors?: string
enAuthors?: string
isbn?: (string | null)
publisher?: (string | null)
enPublisher?: (string | null)
year?: (number | null)
cover?: (string | null)
enDescription?: (string | null)
}[]
total: number
page: number
size: number
}

export interface ChannelInfoParams {
channelId: number
siteId?: number
}

export type ChannelInfoData = Channel

export interface ChannelListParams {
siteId: number
filter?: boolean
}

export type ChannelListData = ChannelList

export interface CheckPowerParams {
siteId: number
}

export type CheckPowerData = SitePower

export interface ColumnTreeParams {
siteId: number
}

export type ColumnTreeData = {
id?: number
siteId?: number
name?: string
enName?: string
sort?: number
articleCount?: number
}[]

export interface CommonCodesParams {
siteId?: number
}

export type CommonCodesData = CommonCodes

export interface ConfigLayersParams {
siteId: number
}

export interface ConfigLayersData {
layers?: {
name?: ("defaults" | "group" | "site")
siteId?: number
sld?: (string | null)
docs?: {
[k: string]: {
[k: string]: unknown
}
}
sources?: {
[k: string]: string
}
}[]
}

export interface CountVisitParams {
siteId: number
}

export interface CountVisitData {
sumVisits?: number
todayVisits?: number
}

export interface DownloadParams {
id: number
type?: ("pdf" | "html")
}

export type DownloadData = null

export interface ExpertListParams {
topicId: number
page?: number
size?: number
sort?: ("" | "role" | "name")
}

export type ExpertListData = {
content?: {
id?: number
siteId?: number
name?: string
enName?: string
title?: (string | null)
enTitle?: (string | null)
institution?: (string | null)
enInstitution?: (string | null)
research?: (string | null)
enResearch?: (string | null)
photo?: (string | null)
bio?: (string | null)
enBio?: (string | null)
role?: string
roleName?: string
enRoleName?: string
sort?: number
}[]
totalElements?: number
totalPages?: number
number?: number
size?: number
}[]

export interface FirstTwoPeriodsParams {
siteId?: number
publicationIndexId?: number
}

export type FirstTwoPeriodsData = {
id?: number
siteId?: number
year?: number
volume?: number
issue?: number
cover?: (string | null)
publishDate?: string
articleCount?: number
}[]

export interface FooterConfigParams {
siteId: number
}

export type FooterConfigData = FooterConfig

export interface FunctionalControlParams {
siteId: number
}

export type FunctionalControlData = FunctionalControlList

export interface GroupOfSiteParams {
siteId: number
}

export type GroupOfSiteData = Site

export interface HeaderConfigParams {
siteId: number
}

export type HeaderConfigData = HeaderConfig

export interface HtmlFullTextParams {
id: number
}

export interface HtmlFullTextData {
id?: number
language?: string
html?: string
}

export interface IsShowHtmlParams {
id: number
}

export type IsShowHtmlData = boolean

export interface JustAcceptedParams {
siteId: number
page?: number
size?: number
}

export interface JustAcceptedData {
list: {
id?: number
siteId?: number
doi?: string
title?: string
enTitle?: string
abstract?: string
enAbstract?: string
keywords?: string[]
enKeywords?: string[]
authors?: {
ord?: number
name?: string
enName?: string
affiliationIndexes?: number[]
corresponding?: boolean
email?: (string | null)
}[]
columnId?: (number | null)
columnName?: (string | null)
enColumnName?: (string | null)
periodId?: (number | null)
year?: number
volume?: (number | null)
issue?: (number | null)
firstPage?: (number | null)
lastPage?: (number | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
openAccess?: number
attachTypes?: string[]
graphicAbstract?: (string | null)
language?: string
views?: number
downloads?: number
citations?: number
}[]
total: number
page: number
size: number
}

export interface LayoutParams {
siteId: number
page: ("home" | "issues" | "justAccepted" | "onlineFirst" | "article" | "about" | "aboutus" | "collectionList" | "collections" | "info" | "newcomposite" | "news" | "newsDetails" | "editorialBoard" | "issue" | "newsInfo" | "channel" | "thesisDetails" | "virtualProjectDetail" | "textList" | "audioList" | "informationList" | "othersList" | "searchPublication" | "seniorSearch" | "bookList" | "mag" | "currencyList" | "rssList" | "emailSubscribe" | "academic" | "science" | "newLink1" | "newPeriodIntroduce" | "newAlbumList" | "newItemPage" | "login" | "quickLogin" | "register" | "forgetCode" | "accountBinding" | "personal" | "errorPage" | "forbiddenPage")
}

export type LayoutData = Layout

export interface MediaListParams {
siteId: number
type?: ("audio" | "video")
page?: number
size?: number
}

export interface MediaListData {
list: {
id?: number
siteId?: number
type?: ("audio" | "video")
title?: string
enTitle?: string
enDescription?: (string | null)
url?: string
cover?: (string | null)
durationSec?: (number | null)
articleId?: (number | null)
article?: ({
id?: number
title?: string
enTitle?: string
doi?: string
} | null)
publishedDate?: string
views?: number
}[]
total: number
page: number
size: number
}

export interface MediaRelationsParams {
id: number
page?: number
size?: number
}

export interface MediaRelationsData {
list: {
id?: number
siteId?: number
doi?: string
title?: string
enTitle?: string
abstract?: string
enAbstract?: string
keywords?: string[]
enKeywords?: string[]
authors?: {
ord?: number
name?: string
enName?: string
affiliationIndexes?: number[]
corresponding?: boolean
email?: (string | null)
}[]
columnId?: (number | null)
columnName?: (string | null)
enColumnName?: (string | null)
periodId?: (number | null)
year?: number
volume?: (number | null)
issue?: (number | null)
firstPage?: (number | null)
lastPage?: (number | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
openAccess?: number
attachTypes?: string[]
graphicAbstract?: (string | null)
language?: string
views?: number
downloads?: number
citations?: number
}[]
total: number
page: number
size: number
}

export interface ModuleListParams {
channelId?: number
siteId?: number
code?: string
}

export type ModuleListData = ModuleInstance[]

export interface NewsDetailParams {
id: number
}

export interface NewsDetailData {
id?: number
siteId?: number
newsDataType?: ("information" | "announcement" | "dynamic" | "statement")
title?: string
enTitle?: string
summary?: (string | null)
enSummary?: (string | null)
original?: number
sourceLink?: (string | null)
topPictureUrl?: (string | null)
topPictureId?: (string | null)
pictureUrl?: (string | null)
coverId?: (string | null)
picture?: (string | null)
publishedDate?: string
isTop?: boolean
views?: number
content?: string
enContent?: (string | null)
}

export interface NewsJumpUrlParams {
siteId: number
id: number
language?: ("zh" | "en" | "ru" | "ara" | "spa" | "fra" | "de")
}

export interface NewsJumpUrlData {
path?: string
url?: string
siteId?: number
sld?: string
domain?: (string | null)
sameSite?: boolean
external?: boolean
}

export interface NewsListParams {
siteId: number
newsDataType?: ("information" | "announcement" | "dynamic" | "statement" | "news")
topFirst?: (0 | 1)
page?: number
size?: number
}

export interface NewsListData {
list: {
id?: number
siteId?: number
newsDataType?: ("information" | "announcement" | "dynamic" | "statement")
title?: string
enTitle?: string
summary?: (string | null)
enSummary?: (string | null)
original?: number
sourceLink?: (string | null)
topPictureUrl?: (string | null)
topPictureId?: (string | null)
pictureUrl?: (string | null)
coverId?: (string | null)
picture?: (string | null)
publishedDate?: string
isTop?: boolean
views?: number
}[]
total: number
page: number
size: number
}

export interface OnlineFirstParams {
siteId: number
page?: number
size?: number
}

export interface OnlineFirstData {
list: {
id?: number
siteId?: number
doi?: string
title?: string
enTitle?: string
abstract?: string
enAbstract?: string
keywords?: string[]
enKeywords?: string[]
authors?: {
ord?: number
name?: string
enName?: string
affiliationIndexes?: number[]
corresponding?: boolean
email?: (string | null)
}[]
columnId?: (number | null)
columnName?: (string | null)
enColumnName?: (string | null)
periodId?: (number | null)
year?: number
volume?: (number | null)
issue?: (number | null)
firstPage?: (number | null)
lastPage?: (number | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
openAccess?: number
attachTypes?: string[]
graphicAbstract?: (string | null)
language?: string
views?: number
downloads?: number
citations?: number
}[]
total: number
page: number
size: number
}

export interface PeriodDetailParams {
id: number
}

export interface PeriodDetailData {
period?: {
id?: number
siteId?: number
year?: number
volume?: number
issue?: number
cover?: (string | null)
publishDate?: string
articleCount?: number
}
total?: number
columns?: {
id?: (number | null)
name?: (string | null)
enName?: (string | null)
sort?: number
articles?: {
id?: number
siteId?: number
doi?: string
title?: string
enTitle?: string
abstract?: string
enAbstract?: string
keywords?: string[]
enKeywords?: string[]
authors?: {
ord?: number
name?: string
enName?: string
affiliationIndexes?: number[]
corresponding?: boolean
email?: (string | null)
}[]
columnId?: (number | null)
columnName?: (string | null)
enColumnName?: (string | null)
periodId?: (number | null)
year?: number
volume?: (number | null)
issue?: (number | null)
firstPage?: (number | null)
lastPage?: (number | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
openAccess?: number
attachTypes?: string[]
graphicAbstract?: (string | null)
language?: string
views?: number
downloads?: number
citations?: number
}[]
}[]
}

export interface PeriodInfoParams {
siteId: number
year?: number
issue?: number
}

export interface PeriodInfoData {
period?: {
id?: number
siteId?: number
year?: number
volume?: number
issue?: number
cover?: (string | null)
publishDate?: string
articleCount?: number
}
total?: number
columns?: {
id?: (number | null)
name?: (string | null)
enName?: (string | null)
sort?: number
articles?: {
id?: number
siteId?: number
doi?: string
title?: string
enTitle?: string
abstract?: string
enAbstract?: string
keywords?: string[]
enKeywords?: string[]
authors?: {
ord?: number
name?: string
enName?: string
affiliationIndexes?: number[]
corresponding?: boolean
email?: (string | null)
}[]
columnId?: (number | null)
columnName?: (string | null)
enColumnName?: (string | null)
periodId?: (number | null)
year?: number
volume?: (number | null)
issue?: (number | null)
firstPage?: (number | null)
lastPage?: (number | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
openAccess?: number
attachTypes?: string[]
graphicAbstract?: (string | null)
language?: string
views?: number
downloads?: number
citations?: number
}[]
}[]
}

export interface PeriodTreeParams {
siteId: number
isBack?: (0 | 1)
groupByYear?: (0 | 1)
periodAsc?: (0 | 1)
}

export type PeriodTreeData = ({
id?: number
siteId?: number
year?: number
volume?: number
issue?: number
cover?: (string | null)
publishDate?: string
articleCount?: number
}[] | {
year?: number
periods?: {
id?: number
siteId?: number
year?: number
volume?: number
issue?: number
cover?: (string | null)
publishDate?: string
articleCount?: number
}[]
}[])

export interface PictureListParams {
siteId: number
page?: number
size?: number
}

export interface PictureListData {
list: {
id?: number
siteId?: number
articleId?: number
ord?: number
caption?: string
enCaption?: string
url?: string
articleTitle?: (string | null)
enArticleTitle?: (string | null)
doi?: (string | null)
}[]
total: number
page: number
size: number
}

export interface PicturesAndTablesParams {
id: number
}

export interface PicturesAndTablesData {
pictures?: {
id?: number
siteId?: number
articleId?: number
ord?: number
caption?: string
enCaption?: string
url?: string
articleTitle?: (string | null)
enArticleTitle?: (string | null)
doi?: (string | null)
}[]
tables?: {
id?: number
siteId?: number
articleId?: number
ord?: number
caption?: string
enCaption?: string
html?: string
articleTitle?: (string | null)
enArticleTitle?: (string | null)
doi?: (string | null)
}[]
}

export interface PublicationConfigParams {
siteId: number
}

export type PublicationConfigData = PublicationConfig

export interface PublicationDetailParams {
id: number
}

export interface PublicationDetailData {
siteId?: number
sld?: (string | null)
domain?: (string | null)
name?: string
enName?: string
issn?: (string | null)
eissn?: (string | null)
cn?: (string | null)
cover?: (string | null)
frequency?: (string | null)
enFrequency?: (string | null)
publisher?: (string | null)
enPublisher?: (string | null)
foundedYear?: (number | null)
enDescription?: (string | null)
articleCount?: number
latestPeriod?: ({
id?: number
siteId?: number
year?: number
volume?: number
issue?: number
cover?: (string | null)
publishDate?: string
articleCount?: number
} | null)
periodCount?: number
}

export interface PublicationGroupsParams {
siteId: number
}

export type PublicationGroupsData = {
siteId?: number
sld?: string
magId?: number
publicationName?: string
enPublicationName?: string
}[]

export interface PublicationsByCategoryParams {
cat?: string
siteId?: number
page?: number
size?: number
}

export interface PublicationsByCategoryData {
list: {
siteId?: number
sld?: (string | null)
domain?: (string | null)
name?: string
enName?: string
issn?: (string | null)
eissn?: (string | null)
cn?: (string | null)
cover?: (string | null)
frequency?: (string | null)
enFrequency?: (string | null)
publisher?: (string | null)
enPublisher?: (string | null)
foundedYear?: (number | null)
enDescription?: (string | null)
articleCount?: number
}[]
total: number
page: number
size: number
}

export interface PublicationSearchParams {
siteId?: number
q?: string
page?: number
size?: number
}

export interface PublicationSearchData {
list: {
siteId?: number
sld?: (string | null)
domain?: (string | null)
name?: string
enName?: string
issn?: (string | null)
eissn?: (string | null)
cn?: (string | null)
cover?: (string | null)
frequency?: (string | null)
enFrequency?: (string | null)
publisher?: (string | null)
enPublisher?: (string | null)
foundedYear?: (number | null)
enDescription?: (string | null)
articleCount?: number
}[]
total: number
page: number
size: number
}

export interface PublishedInfoParams {
id: number
}

export interface PublishedInfoData {
id?: number
receivedDate?: (string | null)
revisedDate?: (string | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
period?: ({

} | null)
}

export interface PublishYearsParams {
siteId: number
}

export type PublishYearsData = number[]

export interface RankListParams {
siteId: number
by?: ("views" | "downloads" | "citations")
period?: ("all" | "3m" | "6m" | "1y" | "2y" | "3y")
size?: number
}

export type RankListData = {
id?: number
siteId?: number
doi?: string
title?: string
enTitle?: string
abstract?: string
enAbstract?: string
keywords?: string[]
enKeywords?: string[]
authors?: {
ord?: number
name?: string
enName?: string
affiliationIndexes?: number[]
corresponding?: boolean
email?: (string | null)
}[]
columnId?: (number | null)
columnName?: (string | null)
enColumnName?: (string | null)
periodId?: (number | null)
year?: number
volume?: (number | null)
issue?: (number | null)
firstPage?: (number | null)
lastPage?: (number | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
openAccess?: number
attachTypes?: string[]
graphicAbstract?: (string | null)
language?: string
views?: number
downloads?: number
citations?: number
rank?: number
value?: number
}[]

export interface RelatedByAuthorParams {
id: number
siteId?: number
page?: number
size?: number
}

export interface RelatedByAuthorData {
list: {
id?: number
siteId?: number
doi?: string
title?: string
enTitle?: string
abstract?: string
enAbstract?: string
keywords?: string[]
enKeywords?: string[]
authors?: {
ord?: number
name?: string
enName?: string
affiliationIndexes?: number[]
corresponding?: boolean
email?: (string | null)
}[]
columnId?: (number | null)
columnName?: (string | null)
enColumnName?: (string | null)
periodId?: (number | null)
year?: number
volume?: (number | null)
issue?: (number | null)
firstPage?: (number | null)
lastPage?: (number | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
openAccess?: number
attachTypes?: string[]
graphicAbstract?: (string | null)
language?: string
views?: number
downloads?: number
citations?: number
}[]
total: number
page: number
size: number
}

export interface RelatedByFundParams {
id: number
siteId?: number
page?: number
size?: number
}

export interface RelatedByFundData {
list: {
id?: number
siteId?: number
doi?: string
title?: string
enTitle?: string
abstract?: string
enAbstract?: string
keywords?: string[]
enKeywords?: string[]
authors?: {
ord?: number
name?: string
enName?: string
affiliationIndexes?: number[]
corresponding?: boolean
email?: (string | null)
}[]
columnId?: (number | null)
columnName?: (string | null)
enColumnName?: (string | null)
periodId?: (number | null)
year?: number
volume?: (number | null)
issue?: (number | null)
firstPage?: (number | null)
lastPage?: (number | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
openAccess?: number
attachTypes?: string[]
graphicAbstract?: (string | null)
language?: string
views?: number
downloads?: number
citations?: number
}[]
total: number
page: number
size: number
}

export interface RelatedByInstitutionParams {
id: number
siteId?: number
page?: number
size?: number
}

export interface RelatedByInstitutionData {
list: {
id?: number
siteId?: number
doi?: string
title?: string
enTitle?: string
abstract?: string
enAbstract?: string
keywords?: string[]
enKeywords?: string[]
authors?: {
ord?: number
name?: string
enName?: string
affiliationIndexes?: number[]
corresponding?: boolean
email?: (string | null)
}[]
columnId?: (number | null)
columnName?: (string | null)
enColumnName?: (string | null)
periodId?: (number | null)
year?: number
volume?: (number | null)
issue?: (number | null)
firstPage?: (number | null)
lastPage?: (number | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
openAccess?: number
attachTypes?: string[]
graphicAbstract?: (string | null)
language?: string
views?: number
downloads?: number
citations?: number
}[]
total: number
page: number
size: number
}

export interface RelatedByKeywordsParams {
id: number
siteId?: number
page?: number
size?: number
}

export interface RelatedByKeywordsData {
list: {
id?: number
siteId?: number
doi?: string
title?: string
enTitle?: string
abstract?: string
enAbstract?: string
keywords?: string[]
enKeywords?: string[]
authors?: {
ord?: number
name?: string
enName?: string
affiliationIndexes?: number[]
corresponding?: boolean
email?: (string | null)
}[]
columnId?: (number | null)
columnName?: (string | null)
enColumnName?: (string | null)
periodId?: (number | null)
year?: number
volume?: (number | null)
issue?: (number | null)
firstPage?: (number | null)
lastPage?: (number | null)
acceptedDate?: (string | null)
onlineDate?: (string | null)
publishedDate?: (string | null)
versionLabel?: number
publishType?: number
openAccess?: number
attachTypes?: string[]
graphicAbstract?: (string | null)
language?: string
views?: number
downloads?: number
citations?: number
}[]
total: number
page: number
size: number
}

export interface ResourceJumpUrlParams {
siteId: number
id: number
type?: ("article" | "picture" | "table" | "news" | "audio" | "video" | "book" | "album")
language?: ("zh" | "en" | "ru" | "ara" | "spa" | "fra" | "de")
}

export interface ResourceJumpUrlData {
path?: string
url?: string
siteId?: number
sld?: string
domain?: (string | null)
sameSite?: boolean
external?: boolean
type?: ("article" | "picture" | "table" | "news" | "audio" | "video" | "book" | "album")
}

export interface SearchParams {
siteId?: number
years?: ("all" | "5" | "3" | "1")
sort?: ("relevance" | "date" | "views" | "downloads" | "citations")
page?: number
size?: number
year?: string
journal?: string
column?: string
author?: string
institution?: string
keyword?: string
language?: ("zh" | "en")
q?: string
type?: ("0" | "25" | "28" | "29" | "428" | "article" | "thesis" | "publication" | "-3" | "picture" | "table" | "video" | "audio" | "news" | "-2" | "other" | "book" | "expert")
resourceType?: ("0" | "25" | "28" | "29" | "428" | "article" | "thesis" | "publication" | "-3" | "picture" | "table" | "video" | "audio" | "news" | "-2" | "other" | "book" | "expert")
field?: ("all" | "title" | "author" | "institution" | "keyword" | "abstract" | "doi")
}

export interface SearchData {
list: {
[k: string]: unknown
}[]
total: number
page: number
size: number
took: number
terms?: string[]
query?: {
[k: string]: unknown
}
}

export interface SearchClustersParams {
siteId?: number
years?: ("all" | "5" | "3" | "1")
sort?: ("relevance" | "date" | "views" | "downloads" | "citations")
page?: number
size?: number
year?: string
journal?: string
column?: string
author?: string
institution?: string
keyword?: string
language?: ("zh" | "en")
q?: string
type?: ("0" | "25" | "28" | "29" | "428" | "article" | "thesis" | "publication" | "-3" | "picture" | "table" | "video" | "audio" | "news" | "-2" | "other" | "book" | "expert")
resourceType?: ("0" | "25" | "28" | "29" | "428" | "article" | "thesis" | "publication" | "-3" | "picture" | "table" | "video" | "audio" | "news" | "-2" | "other" | "book" | "expert")
field?: ("all" | "title" | "author" | "institution" | "keyword" | "abstract" | "doi")
}

export interface SearchClustersData {
year?: {
[k: string]: unknown
}[]
journal?: {
[k: string]: unknown
}[]
column?: {
[k: string]: unknown
}[]
author?: {
[k: string]: unknown
}[]
institution?: {
[k: string]: unknown
}[]
keyword?: {
[k: string]: unknown
}[]
resourceType?: {
[k: string]: unknown
}[]
took?: number
}

export interface SearchConfigParams {
siteId: number
}

export type SearchConfigData = SearchConfigList

export interface SearchOptionsParams {
siteId: number
type: ("article" | "thesis" | "publication" | "picture" | "table" | "video" | "audio" | "book" | "expert")
}

export type SearchOptionsData = SearchOption[]

export interface SiteByDomainParams {
domain: string
}

export type SiteByDomainData = Site

export interface SiteByIdParams {
siteId: number
}

export type SiteByIdData = Site

export interface SiteBySldParams {
sld?: string
siteId?: number
}

export type SiteBySldData = Site

export interface TableListParams {
siteId: number
page?: number
size?: number
}

export interface TableListData {
list: {
id?: number
siteId?: number
articleId?: number
ord?: number
caption?: string
enCaption?: string
html?: string
articleTitle?: (string | null)
enArticleTitle?: (string | null)
doi?: (string | null)
}[]
total: number
page: number
size: number
}

export interface ToolsListParams {
siteId: number
}

export type ToolsListData = ToolList

export interface TopicListParams {
siteId: number
}

export type TopicListData = {
id?: number
siteId?: number
name?: string
enName?: string
enDescription?: (string | null)
cover?: (string | null)
createdDate?: string
sort?: number
articleCount?: number
}[]

export interface TopNewsParams {
siteId: number
newsDataType?: ("information" | "announcement" | "dynamic" | "statement" | "news")
type?: ("" | "all" | "top")
size?: number
}

export type TopNewsData = {
id?: number
siteId?: number
newsDataType?: ("information" | "announcement" | "dynamic" | "statement")
title?: string
enTitle?: string
summary?: (string | null)
enSummary?: (string | null)
original?: number
sourceLink?: (string | null)
topPictureUrl?: (string | null)
topPictureId?: (string | null)
pictureUrl?: (string | null)
coverId?: (string | null)
picture?: (string | null)
publishedDate?: string
isTop?: boolean
views?: number
}[]

export interface UpdateCountParams {
id?: number
type?: ("view" | "download")
}

export interface UpdateCountData {
id?: number
views?: number
downloads?: number
}

export interface VideoInfoParams {
id: number
}

export interface VideoInfoData {
id?: number
siteId?: number
type?: ("audio" | "video")
title?: string
enTitle?: string
enDescription?: (string | null)
url?: string
cover?: (string | null)
durationSec?: (number | null)
articleId?: (number | null)
article?: ({
id?: number
title?: string
enTitle?: string
doi?: string
} | null)
publishedDate?: string
views?: number
}
