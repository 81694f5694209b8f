// generated — do not edit. Source: schemas/*.schema.json, widgets/*/*/schema.json; run `npm run gen` (scripts/gen.ts).

export interface ValidationErrorObject {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: ValidationErrorObject[] | null;
}

export type ValidatorId =
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

export declare const validate_aggregated_config: ValidateFunction;
export declare const validate_aiqa_config: ValidateFunction;
export declare const validate_app_info: ValidateFunction;
export declare const validate_basic_info: ValidateFunction;
export declare const validate_channel: ValidateFunction;
export declare const validate_channel_list: ValidateFunction;
export declare const validate_common_codes: ValidateFunction;
export declare const validate_custom_button: ValidateFunction;
export declare const validate_doc_aggregated: ValidateFunction;
export declare const validate_doc_aiqa: ValidateFunction;
export declare const validate_doc_app_info: ValidateFunction;
export declare const validate_doc_basic_info: ValidateFunction;
export declare const validate_doc_channels: ValidateFunction;
export declare const validate_doc_common_codes: ValidateFunction;
export declare const validate_doc_footer: ValidateFunction;
export declare const validate_doc_functional_control: ValidateFunction;
export declare const validate_doc_header: ValidateFunction;
export declare const validate_doc_layout: ValidateFunction;
export declare const validate_doc_modules: ValidateFunction;
export declare const validate_doc_publication: ValidateFunction;
export declare const validate_doc_search_config: ValidateFunction;
export declare const validate_doc_search_options: ValidateFunction;
export declare const validate_doc_site: ValidateFunction;
export declare const validate_doc_tools: ValidateFunction;
export declare const validate_envelope: ValidateFunction;
export declare const validate_footer_config: ValidateFunction;
export declare const validate_functional_control: ValidateFunction;
export declare const validate_functional_control_list: ValidateFunction;
export declare const validate_header_config: ValidateFunction;
export declare const validate_layout: ValidateFunction;
export declare const validate_module_instance: ValidateFunction;
export declare const validate_module_list: ValidateFunction;
export declare const validate_module_lists: ValidateFunction;
export declare const validate_publication_config: ValidateFunction;
export declare const validate_search_config_entry: ValidateFunction;
export declare const validate_search_config_list: ValidateFunction;
export declare const validate_search_option: ValidateFunction;
export declare const validate_search_type_option: ValidateFunction;
export declare const validate_site: ValidateFunction;
export declare const validate_site_power: ValidateFunction;
export declare const validate_tool_entry: ValidateFunction;
export declare const validate_tool_list: ValidateFunction;
export declare const validate_widget_advanced_search: ValidateFunction;
export declare const validate_widget_ai_panel: ValidateFunction;
export declare const validate_widget_article_detail: ValidateFunction;
export declare const validate_widget_article_list: ValidateFunction;
export declare const validate_widget_back_issues: ValidateFunction;
export declare const validate_widget_back_to_top: ValidateFunction;
export declare const validate_widget_book_list: ValidateFunction;
export declare const validate_widget_channel_fallback: ValidateFunction;
export declare const validate_widget_collection_articles: ValidateFunction;
export declare const validate_widget_collection_list: ValidateFunction;
export declare const validate_widget_editorial_board: ValidateFunction;
export declare const validate_widget_figure_list: ValidateFunction;
export declare const validate_widget_floating_toolbar: ValidateFunction;
export declare const validate_widget_issue_contents: ValidateFunction;
export declare const validate_widget_journal_list: ValidateFunction;
export declare const validate_widget_language_notice: ValidateFunction;
export declare const validate_widget_media_list: ValidateFunction;
export declare const validate_widget_news_banner: ValidateFunction;
export declare const validate_widget_news_detail: ValidateFunction;
export declare const validate_widget_news_list: ValidateFunction;
export declare const validate_widget_others_list: ValidateFunction;
export declare const validate_widget_page_title: ValidateFunction;
export declare const validate_widget_rich_text: ValidateFunction;
export declare const validate_widget_search_results: ValidateFunction;
export declare const validate_widget_site_footer: ValidateFunction;
export declare const validate_widget_site_header: ValidateFunction;
export declare const validate_widget_top_banner: ValidateFunction;

/** Precompiled validators by schema $id. */
export declare const validators: Readonly<Record<ValidatorId, ValidateFunction>>;

/** Each schema's top-level `default` by $id. */
export declare const schemaDefaults: Readonly<Partial<Record<ValidatorId, unknown>>>;
