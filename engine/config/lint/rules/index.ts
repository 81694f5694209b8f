/**
 * Every rule of the config linter, one line each; lintFiles runs this list. Each rule is a folder
 * rules/<id>/: index.ts (defineRule: meta and check), its fixture tree and its test.
 *
 * The order is the run order: file rules first, then the rules across site folders; issues at the
 * same position come out in this order.
 */
import type { Rule } from '../rule';
// One file at a time.
import jsonSyntax from './json-syntax';
import duplicateKey from './duplicate-key';
import unknownFile from './unknown-file';
import noSchema from './no-schema';
import schema from './schema';
import unknownPageKind from './unknown-page-kind';
import layoutPageMismatch from './layout-page-mismatch';
import duplicateModuleId from './duplicate-module-id';
import slotInModuleList from './slot-in-module-list';
import slotProps from './slot-props';
import unknownWidgetType from './unknown-widget-type';
import unknownVariant from './unknown-variant';
import widgetProps from './widget-props';
// Across site folders.
import duplicateChannelId from './duplicate-channel-id';
import parentMismatch from './parent-mismatch';
import missingParent from './missing-parent';
import parentCycle from './parent-cycle';
import menuDepth from './menu-depth';
import unknownModuleChannel from './unknown-module-channel';
import missingSiteJson from './missing-site-json';
import siteIdMismatch from './site-id-mismatch';
import duplicateSiteId from './duplicate-site-id';
import sldFolderMismatch from './sld-folder-mismatch';
import duplicateSld from './duplicate-sld';
import unknownMemberSite from './unknown-member-site';

export const rules: readonly Rule[] = [
  jsonSyntax,
  duplicateKey,
  unknownFile,
  noSchema,
  schema,
  unknownPageKind,
  layoutPageMismatch,
  duplicateModuleId,
  slotInModuleList,
  slotProps,
  unknownWidgetType,
  unknownVariant,
  widgetProps,
  duplicateChannelId,
  parentMismatch,
  missingParent,
  parentCycle,
  menuDepth,
  unknownModuleChannel,
  missingSiteJson,
  siteIdMismatch,
  duplicateSiteId,
  sldFolderMismatch,
  duplicateSld,
  unknownMemberSite,
];
