// generated — do not edit. Source: schemas/*.schema.json, widgets/*/*/schema.json; run `npm run gen` (scripts/gen.ts).
/* eslint-disable */
"use strict";
import func3_module from "ajv/dist/runtime/ucs2length.js";
export const validate_aggregated_config = validate21;
const schema6 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"aggregated-config","title":"AggregatedConfig","description":"Aggregated site settings (spec 3, Aggregated config).","type":"object","additionalProperties":false,"properties":{"enableComment":{"type":"integer","enum":[0,1],"default":0,"description":"1 = readers may comment on items; default 0."}},"default":{"enableComment":0}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="aggregated-config" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "enableComment")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.enableComment !== undefined){
let data0 = data.enableComment;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/enableComment",schemaPath:"#/properties/enableComment/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === 0) || (data0 === 1))){
const err2 = {instancePath:instancePath+"/enableComment",schemaPath:"#/properties/enableComment/enum",keyword:"enum",params:{allowedValues: schema6.properties.enableComment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

export const validate_aiqa_config = validate22;
const schema7 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"aiqa-config","title":"AiqaConfig","description":"Knowledge-base AI question-and-answer panel (spec 1, 2.4, 7.5): an iframe panel toggled by a button on the home page.","type":"object","additionalProperties":false,"properties":{"title":{"type":"string","default":"鸿云智能（Beta版）","description":"Panel title; default 鸿云智能（Beta版）."},"enTitle":{"type":"string","description":"Panel title in English (extension; falls back to title)."},"url":{"type":"string","description":"Address of the panel frame; the encoded secure parameters are appended to it."},"enabled":{"type":"boolean","description":"Show the AI button and panel."}},"default":{"title":"鸿云智能（Beta版）","enTitle":"","url":"","enabled":false}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="aiqa-config" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "title") || (key0 === "enTitle")) || (key0 === "url")) || (key0 === "enabled"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err1 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.enTitle !== undefined){
if(typeof data.enTitle !== "string"){
const err2 = {instancePath:instancePath+"/enTitle",schemaPath:"#/properties/enTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.enabled !== undefined){
if(typeof data.enabled !== "boolean"){
const err4 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

export const validate_app_info = validate23;
const schema8 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"app-info","title":"AppInfo","description":"Information about the AI application behind the question-and-answer panel (/front/aiqa/getAppInfo).","type":"object","additionalProperties":false,"properties":{"name":{"type":"string","description":"Application name."},"enName":{"type":"string","description":"Application name in English (extension)."},"version":{"type":"string","description":"Application version."}},"default":{"name":"鸿云智能","enName":"Hongyun AI","version":""}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="app-info" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "enName")) || (key0 === "version"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.enName !== undefined){
if(typeof data.enName !== "string"){
const err2 = {instancePath:instancePath+"/enName",schemaPath:"#/properties/enName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.version !== undefined){
if(typeof data.version !== "string"){
const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

export const validate_basic_info = validate24;
const schema9 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"basic-info","title":"BasicInfo","description":"Basic information of a site's journal (spec 3, Basic info); cached in local storage by the browser.","type":"object","additionalProperties":false,"properties":{"id":{"type":"integer","description":"Basic-info record id."},"indexed":{"type":"string","description":"Databases the journal is indexed in, separated by semicolons, e.g. \"EI;Scopus;CSCD\"."}},"default":{"id":0,"indexed":""}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="basic-info" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "id") || (key0 === "indexed"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.indexed !== undefined){
if(typeof data.indexed !== "string"){
const err2 = {instancePath:instancePath+"/indexed",schemaPath:"#/properties/indexed/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

export const validate_channel = validate25;
const schema10 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"channel","title":"Channel","description":"A channel (navigation menu item) with its sub-channels (spec 3, Menu item / channel; spec 2.3 for codes). Shown only when enable is '1', the name for the language is non-empty, the code is not excluded and the item is not a direct child of the index or science column (spec 5).","type":"object","additionalProperties":false,"required":["id","code"],"properties":{"id":{"type":"integer","description":"Channel id, unique over all sites (module lists are keyed by it)."},"parentId":{"type":"integer","description":"Id of the parent channel; 0 for a top-level item."},"name":{"type":"string","description":"Menu name in Chinese; empty means missing in Chinese (the item is hidden in Chinese)."},"enName":{"type":"string","description":"Menu name in English; empty means missing in English (the item is hidden in English)."},"code":{"type":"string","minLength":1,"description":"Menu code choosing the link target (spec 2.3): index, directory, backissue, singleFirst, latestOffer, jump, periodIntroduce, aboutus, virtualAlbum, item, newNews, editorial, science, ... Any other code links to /{code}."},"linkValue":{"type":"string","description":"Stored link: the external URL of a jump item (opened in a new tab when non-empty and not 'null'/'undefined')."},"route":{"type":"string","description":"Route segment of an item / newItem channel: /{lang}/{route}/."},"bannerId":{"type":"string","description":"Id of the channel's banner image."},"bannerUrl":{"type":"string","description":"URL of the channel's banner image."},"newsDataType":{"type":"string","description":"News data type of a news channel (news, notice, dynamic, statement)."},"styleId":{"type":"string","description":"Display style of the channel's list (e.g. for video manuscripts)."},"enable":{"type":"string","enum":["0","1"],"description":"'1' = enabled; '0' = disabled (collected as forbidden, not shown)."},"siteId":{"type":"integer","description":"Id of the site owning the channel."},"parentIndex":{"type":"integer","minimum":0,"description":"Index of the top-level ancestor in the menu (used in links as parentIndex)."},"sort":{"type":"integer","description":"Sort order among siblings (lower first); absent = position in the list."},"children":{"type":"array","items":{"$ref":"channel"},"description":"Sub-channels (menus show up to three levels)."}},"default":{"id":0,"parentId":0,"name":"首页","enName":"Home","code":"index","linkValue":"","route":"","bannerId":"","bannerUrl":"","newsDataType":"","styleId":"","enable":"1","siteId":1,"parentIndex":0,"children":[],"sort":0}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = typeof func3_module === "function" ? func3_module : func3_module.default;
const wrapper0 = {validate: validate25};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="channel" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema10.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.parentId !== undefined){
let data1 = data.parentId;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.enName !== undefined){
if(typeof data.enName !== "string"){
const err6 = {instancePath:instancePath+"/enName",schemaPath:"#/properties/enName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.code !== undefined){
let data4 = data.code;
if(typeof data4 === "string"){
if(func3(data4) < 1){
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.linkValue !== undefined){
if(typeof data.linkValue !== "string"){
const err9 = {instancePath:instancePath+"/linkValue",schemaPath:"#/properties/linkValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.route !== undefined){
if(typeof data.route !== "string"){
const err10 = {instancePath:instancePath+"/route",schemaPath:"#/properties/route/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.bannerId !== undefined){
if(typeof data.bannerId !== "string"){
const err11 = {instancePath:instancePath+"/bannerId",schemaPath:"#/properties/bannerId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.bannerUrl !== undefined){
if(typeof data.bannerUrl !== "string"){
const err12 = {instancePath:instancePath+"/bannerUrl",schemaPath:"#/properties/bannerUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.newsDataType !== undefined){
if(typeof data.newsDataType !== "string"){
const err13 = {instancePath:instancePath+"/newsDataType",schemaPath:"#/properties/newsDataType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.styleId !== undefined){
if(typeof data.styleId !== "string"){
const err14 = {instancePath:instancePath+"/styleId",schemaPath:"#/properties/styleId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.enable !== undefined){
let data11 = data.enable;
if(typeof data11 !== "string"){
const err15 = {instancePath:instancePath+"/enable",schemaPath:"#/properties/enable/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data11 === "0") || (data11 === "1"))){
const err16 = {instancePath:instancePath+"/enable",schemaPath:"#/properties/enable/enum",keyword:"enum",params:{allowedValues: schema10.properties.enable.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.siteId !== undefined){
let data12 = data.siteId;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err17 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.parentIndex !== undefined){
let data13 = data.parentIndex;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err18 = {instancePath:instancePath+"/parentIndex",schemaPath:"#/properties/parentIndex/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 < 0 || isNaN(data13)){
const err19 = {instancePath:instancePath+"/parentIndex",schemaPath:"#/properties/parentIndex/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.sort !== undefined){
let data14 = data.sort;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err20 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.children !== undefined){
let data15 = data.children;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
if(!(wrapper0.validate(data15[i0], {instancePath:instancePath+"/children/" + i0,parentData:data15,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

export const validate_channel_list = validate26;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"channel-list","title":"ChannelList","description":"The channel (menu) tree of a site: the top-level channels with their children.","type":"array","items":{"$ref":"channel"},"default":[{"id":0,"parentId":0,"name":"首页","enName":"Home","code":"index","enable":"1","parentIndex":0,"children":[]}]};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="channel-list" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate25(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

export const validate_common_codes = validate28;
const schema12 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"common-codes","title":"CommonCodes","description":"Code tables shared by all sites (/front/commonResource/getCommonCodes); cached in local storage by the browser.","type":"object","additionalProperties":false,"properties":{"resourceTypes":{"type":"array","description":"Resource types and their ids (428 article, 25 picture, 29 video, 28 audio, -2 news, 0 other, -3 publication).","items":{"title":"ResourceTypeCode","type":"object","additionalProperties":false,"required":["id","code"],"properties":{"id":{"type":"integer","description":"Resource type id."},"code":{"type":"string","description":"Search-type name of the resource, e.g. thesis."},"name":{"type":"string","description":"Name in Chinese."},"enName":{"type":"string","description":"Name in English."}}}},"searchTypes":{"type":"array","items":{"$ref":"search-type-option"},"description":"Search types of the search-type selector."},"excludedMenuCodes":{"type":"array","items":{"type":"string"},"uniqueItems":true,"description":"Menu codes never shown in the navigation (spec 5)."},"citationFormats":{"type":"array","items":{"type":"string"},"uniqueItems":true,"description":"Citation export formats (BibTeX, Endnote, RefMan, NoteExpress, NoteFirst)."},"codes":{"type":"object","description":"Further code tables by group name, e.g. newsTypes, sortOptions.","additionalProperties":{"type":"array","items":{"title":"CodeItem","type":"object","additionalProperties":false,"required":["code"],"properties":{"code":{"type":"string","description":"Code value."},"name":{"type":"string","description":"Name in Chinese."},"enName":{"type":"string","description":"Name in English."}}}}}},"default":{"resourceTypes":[{"id":428,"code":"thesis","name":"论文","enName":"Articles"},{"id":25,"code":"picture","name":"图片","enName":"Pictures"},{"id":29,"code":"video","name":"视频","enName":"Videos"},{"id":28,"code":"audio","name":"音频","enName":"Audio"},{"id":-2,"code":"news","name":"资讯","enName":"News"},{"id":0,"code":"other","name":"其他","enName":"Others"},{"id":-3,"code":"publication","name":"期刊","enName":"Journals"}],"searchTypes":[{"id":0,"label":"thesis","name":"论文","enName":"Articles","orderNum":1},{"id":1,"label":"expert","name":"专家","enName":"Experts","orderNum":2},{"id":2,"label":"picture","name":"图片","enName":"Pictures","orderNum":3},{"id":3,"label":"publication","name":"期刊","enName":"Journals","orderNum":4},{"id":4,"label":"news","name":"资讯","enName":"News","orderNum":5},{"id":5,"label":"other","name":"其他","enName":"Others","orderNum":6}],"excludedMenuCodes":["situation","reader","contact","carousel","quick","selnews","selmag","selarticle","priority","column","introduce","subaboutus","subcontact","first","selPicture"],"citationFormats":["BibTeX","Endnote","RefMan","NoteExpress","NoteFirst"],"codes":{}}};
const schema13 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"search-type-option","title":"SearchTypeOption","description":"A search type offered by the search-type selector (spec 3, Search type option).","type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"type":"integer","description":"Search type number: 0 article, 1 expert, 2 picture, 3 publication, 4 news, 5 other."},"label":{"type":"string","description":"Search-type name, e.g. thesis, expert, picture, publication, news, other."},"name":{"type":"string","description":"Display name in Chinese."},"enName":{"type":"string","description":"Display name in English."},"orderNum":{"type":"integer","description":"Sort order; lower comes first."}},"default":{"id":0,"label":"thesis","name":"论文","enName":"Articles","orderNum":1}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="search-type-option" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "id") || (key0 === "label")) || (key0 === "name")) || (key0 === "enName")) || (key0 === "orderNum"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.label !== undefined){
if(typeof data.label !== "string"){
const err3 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.enName !== undefined){
if(typeof data.enName !== "string"){
const err5 = {instancePath:instancePath+"/enName",schemaPath:"#/properties/enName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.orderNum !== undefined){
let data4 = data.orderNum;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err6 = {instancePath:instancePath+"/orderNum",schemaPath:"#/properties/orderNum/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}


function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="common-codes" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "resourceTypes") || (key0 === "searchTypes")) || (key0 === "excludedMenuCodes")) || (key0 === "citationFormats")) || (key0 === "codes"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.resourceTypes !== undefined){
let data0 = data.resourceTypes;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err1 = {instancePath:instancePath+"/resourceTypes/" + i0,schemaPath:"#/properties/resourceTypes/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.code === undefined){
const err2 = {instancePath:instancePath+"/resourceTypes/" + i0,schemaPath:"#/properties/resourceTypes/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data1){
if(!((((key1 === "id") || (key1 === "code")) || (key1 === "name")) || (key1 === "enName"))){
const err3 = {instancePath:instancePath+"/resourceTypes/" + i0,schemaPath:"#/properties/resourceTypes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err4 = {instancePath:instancePath+"/resourceTypes/" + i0+"/id",schemaPath:"#/properties/resourceTypes/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.code !== undefined){
if(typeof data1.code !== "string"){
const err5 = {instancePath:instancePath+"/resourceTypes/" + i0+"/code",schemaPath:"#/properties/resourceTypes/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err6 = {instancePath:instancePath+"/resourceTypes/" + i0+"/name",schemaPath:"#/properties/resourceTypes/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.enName !== undefined){
if(typeof data1.enName !== "string"){
const err7 = {instancePath:instancePath+"/resourceTypes/" + i0+"/enName",schemaPath:"#/properties/resourceTypes/items/properties/enName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/resourceTypes/" + i0,schemaPath:"#/properties/resourceTypes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/resourceTypes",schemaPath:"#/properties/resourceTypes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.searchTypes !== undefined){
let data6 = data.searchTypes;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
if(!(validate29(data6[i1], {instancePath:instancePath+"/searchTypes/" + i1,parentData:data6,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/searchTypes",schemaPath:"#/properties/searchTypes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.excludedMenuCodes !== undefined){
let data8 = data.excludedMenuCodes;
if(Array.isArray(data8)){
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
if(typeof data8[i2] !== "string"){
const err11 = {instancePath:instancePath+"/excludedMenuCodes/" + i2,schemaPath:"#/properties/excludedMenuCodes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let i3 = data8.length;
let j0;
if(i3 > 1){
const indices0 = {};
for(;i3--;){
let item0 = data8[i3];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err12 = {instancePath:instancePath+"/excludedMenuCodes",schemaPath:"#/properties/excludedMenuCodes/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
break;
}
indices0[item0] = i3;
}
}
}
else {
const err13 = {instancePath:instancePath+"/excludedMenuCodes",schemaPath:"#/properties/excludedMenuCodes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.citationFormats !== undefined){
let data10 = data.citationFormats;
if(Array.isArray(data10)){
const len3 = data10.length;
for(let i4=0; i4<len3; i4++){
if(typeof data10[i4] !== "string"){
const err14 = {instancePath:instancePath+"/citationFormats/" + i4,schemaPath:"#/properties/citationFormats/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let i5 = data10.length;
let j1;
if(i5 > 1){
const indices1 = {};
for(;i5--;){
let item1 = data10[i5];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err15 = {instancePath:instancePath+"/citationFormats",schemaPath:"#/properties/citationFormats/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i5+" are identical)"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
break;
}
indices1[item1] = i5;
}
}
}
else {
const err16 = {instancePath:instancePath+"/citationFormats",schemaPath:"#/properties/citationFormats/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.codes !== undefined){
let data12 = data.codes;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key2 in data12){
let data13 = data12[key2];
if(Array.isArray(data13)){
const len4 = data13.length;
for(let i6=0; i6<len4; i6++){
let data14 = data13[i6];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.code === undefined){
const err17 = {instancePath:instancePath+"/codes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i6,schemaPath:"#/properties/codes/additionalProperties/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key3 in data14){
if(!(((key3 === "code") || (key3 === "name")) || (key3 === "enName"))){
const err18 = {instancePath:instancePath+"/codes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i6,schemaPath:"#/properties/codes/additionalProperties/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data14.code !== undefined){
if(typeof data14.code !== "string"){
const err19 = {instancePath:instancePath+"/codes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i6+"/code",schemaPath:"#/properties/codes/additionalProperties/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data14.name !== undefined){
if(typeof data14.name !== "string"){
const err20 = {instancePath:instancePath+"/codes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i6+"/name",schemaPath:"#/properties/codes/additionalProperties/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data14.enName !== undefined){
if(typeof data14.enName !== "string"){
const err21 = {instancePath:instancePath+"/codes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i6+"/enName",schemaPath:"#/properties/codes/additionalProperties/items/properties/enName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/codes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i6,schemaPath:"#/properties/codes/additionalProperties/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/codes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/codes/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/codes",schemaPath:"#/properties/codes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

export const validate_custom_button = validate31;
const schema14 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"custom-button","title":"CustomButton","description":"A custom button in the header (spec 3). Only enabled buttons (customButtonStatus 1) are shown, and only the first 3 of them.","type":"object","additionalProperties":false,"properties":{"customButtonStatus":{"type":"integer","description":"1 = enabled (shown); any other value (usually 0) = hidden."},"customButtonName":{"type":"string","description":"Button label (Chinese, or the only label)."},"customButtonEnName":{"type":"string","description":"English button label (extension; falls back to customButtonName when empty)."},"customButtonLinkValue":{"type":"string","description":"Link target opened by the button (absolute URL or site path)."},"customButtonPcUrl":{"type":"string","description":"Icon image URL shown on desktop."}},"default":{"customButtonStatus":0,"customButtonName":"","customButtonEnName":"","customButtonLinkValue":"","customButtonPcUrl":""}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="custom-button" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "customButtonStatus") || (key0 === "customButtonName")) || (key0 === "customButtonEnName")) || (key0 === "customButtonLinkValue")) || (key0 === "customButtonPcUrl"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.customButtonStatus !== undefined){
let data0 = data.customButtonStatus;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/customButtonStatus",schemaPath:"#/properties/customButtonStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.customButtonName !== undefined){
if(typeof data.customButtonName !== "string"){
const err2 = {instancePath:instancePath+"/customButtonName",schemaPath:"#/properties/customButtonName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.customButtonEnName !== undefined){
if(typeof data.customButtonEnName !== "string"){
const err3 = {instancePath:instancePath+"/customButtonEnName",schemaPath:"#/properties/customButtonEnName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.customButtonLinkValue !== undefined){
if(typeof data.customButtonLinkValue !== "string"){
const err4 = {instancePath:instancePath+"/customButtonLinkValue",schemaPath:"#/properties/customButtonLinkValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.customButtonPcUrl !== undefined){
if(typeof data.customButtonPcUrl !== "string"){
const err5 = {instancePath:instancePath+"/customButtonPcUrl",schemaPath:"#/properties/customButtonPcUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}

export const validate_doc_aggregated = validate32;
const schema15 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/aggregated","title":"AggregatedConfigDocument","description":"site-configs aggregated.json: a AggregatedConfig (aggregated-config) plus schemaVersion. Properties are those of the aggregated-config schema.","type":"object","additionalProperties":false,"required":["schemaVersion"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"enableComment":{"$ref":"../aggregated-config#/properties/enableComment"}},"default":{"schemaVersion":1,"enableComment":0}};
const schema16 = {"type":"integer","enum":[0,1],"default":0,"description":"1 = readers may comment on items; default 0."};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 0) || (data === 1))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema16.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/aggregated" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$schema") || (key0 === "schemaVersion")) || (key0 === "enableComment"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(1 !== data1){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.enableComment !== undefined){
if(!(validate33(data.enableComment, {instancePath:instancePath+"/enableComment",parentData:data,parentDataProperty:"enableComment",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}

export const validate_doc_aiqa = validate35;
const schema17 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/aiqa","title":"AiqaConfigDocument","description":"site-configs aiqa.json: a AiqaConfig (aiqa-config) plus schemaVersion. Properties are those of the aiqa-config schema.","type":"object","additionalProperties":false,"required":["schemaVersion"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"title":{"$ref":"../aiqa-config#/properties/title"},"enTitle":{"$ref":"../aiqa-config#/properties/enTitle"},"url":{"$ref":"../aiqa-config#/properties/url"},"enabled":{"$ref":"../aiqa-config#/properties/enabled"}},"default":{"schemaVersion":1,"title":"鸿云智能（Beta版）","enTitle":"","url":"","enabled":false}};
const schema18 = {"type":"string","default":"鸿云智能（Beta版）","description":"Panel title; default 鸿云智能（Beta版）."};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}

const schema19 = {"type":"string","description":"Panel title in English (extension; falls back to title)."};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}

const schema20 = {"type":"string","description":"Address of the panel frame; the encoded secure parameters are appended to it."};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}

const schema21 = {"type":"boolean","description":"Show the AI button and panel."};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/aiqa" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "$schema") || (key0 === "schemaVersion")) || (key0 === "title")) || (key0 === "enTitle")) || (key0 === "url")) || (key0 === "enabled"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(1 !== data1){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.title !== undefined){
if(!(validate36(data.title, {instancePath:instancePath+"/title",parentData:data,parentDataProperty:"title",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
if(data.enTitle !== undefined){
if(!(validate38(data.enTitle, {instancePath:instancePath+"/enTitle",parentData:data,parentDataProperty:"enTitle",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.url !== undefined){
if(!(validate40(data.url, {instancePath:instancePath+"/url",parentData:data,parentDataProperty:"url",rootData}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
if(data.enabled !== undefined){
if(!(validate42(data.enabled, {instancePath:instancePath+"/enabled",parentData:data,parentDataProperty:"enabled",rootData}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}

export const validate_doc_app_info = validate44;
const schema22 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/app-info","title":"AppInfoDocument","description":"site-configs app-info.json: a AppInfo (app-info) plus schemaVersion. Properties are those of the app-info schema.","type":"object","additionalProperties":false,"required":["schemaVersion"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"name":{"$ref":"../app-info#/properties/name"},"enName":{"$ref":"../app-info#/properties/enName"},"version":{"$ref":"../app-info#/properties/version"}},"default":{"schemaVersion":1,"name":"鸿云智能","enName":"Hongyun AI","version":""}};
const schema23 = {"type":"string","description":"Application name."};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}

const schema24 = {"type":"string","description":"Application name in English (extension)."};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}

const schema25 = {"type":"string","description":"Application version."};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/app-info" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "$schema") || (key0 === "schemaVersion")) || (key0 === "name")) || (key0 === "enName")) || (key0 === "version"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(1 !== data1){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
if(!(validate45(data.name, {instancePath:instancePath+"/name",parentData:data,parentDataProperty:"name",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data.enName !== undefined){
if(!(validate47(data.enName, {instancePath:instancePath+"/enName",parentData:data,parentDataProperty:"enName",rootData}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
if(data.version !== undefined){
if(!(validate49(data.version, {instancePath:instancePath+"/version",parentData:data,parentDataProperty:"version",rootData}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}

export const validate_doc_basic_info = validate51;
const schema26 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/basic-info","title":"BasicInfoDocument","description":"site-configs basic-info.json: a BasicInfo (basic-info) plus schemaVersion. Properties are those of the basic-info schema.","type":"object","additionalProperties":false,"required":["schemaVersion"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"id":{"$ref":"../basic-info#/properties/id"},"indexed":{"$ref":"../basic-info#/properties/indexed"}},"default":{"schemaVersion":1,"id":0,"indexed":""}};
const schema27 = {"type":"integer","description":"Basic-info record id."};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}

const schema28 = {"type":"string","description":"Databases the journal is indexed in, separated by semicolons, e.g. \"EI;Scopus;CSCD\"."};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}


function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/basic-info" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "$schema") || (key0 === "schemaVersion")) || (key0 === "id")) || (key0 === "indexed"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(1 !== data1){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
if(!(validate52(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
if(data.indexed !== undefined){
if(!(validate54(data.indexed, {instancePath:instancePath+"/indexed",parentData:data,parentDataProperty:"indexed",rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}

export const validate_doc_channels = validate56;
const schema29 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/channels","title":"ChannelListDocument","description":"site-configs channels.json: {schemaVersion, items} where items is a ChannelList (channel-list). Arrays replace inherited arrays as a whole.","type":"object","additionalProperties":false,"required":["schemaVersion","items"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"items":{"$ref":"../channel-list"}},"default":{"schemaVersion":1,"items":[{"id":0,"parentId":0,"name":"首页","enName":"Home","code":"index","enable":"1","parentIndex":0,"children":[]}]}};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/channels" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$schema") || (key0 === "schemaVersion")) || (key0 === "items"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(1 !== data1){
const err5 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.items !== undefined){
if(!(validate26(data.items, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}

export const validate_doc_common_codes = validate58;
const schema30 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/common-codes","title":"CommonCodesDocument","description":"site-configs common-codes.json: a CommonCodes (common-codes) plus schemaVersion. Properties are those of the common-codes schema.","type":"object","additionalProperties":false,"required":["schemaVersion"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"resourceTypes":{"$ref":"../common-codes#/properties/resourceTypes"},"searchTypes":{"$ref":"../common-codes#/properties/searchTypes"},"excludedMenuCodes":{"$ref":"../common-codes#/properties/excludedMenuCodes"},"citationFormats":{"$ref":"../common-codes#/properties/citationFormats"},"codes":{"$ref":"../common-codes#/properties/codes"}},"default":{"schemaVersion":1,"resourceTypes":[{"id":428,"code":"thesis","name":"论文","enName":"Articles"},{"id":25,"code":"picture","name":"图片","enName":"Pictures"},{"id":29,"code":"video","name":"视频","enName":"Videos"},{"id":28,"code":"audio","name":"音频","enName":"Audio"},{"id":-2,"code":"news","name":"资讯","enName":"News"},{"id":0,"code":"other","name":"其他","enName":"Others"},{"id":-3,"code":"publication","name":"期刊","enName":"Journals"}],"searchTypes":[{"id":0,"label":"thesis","name":"论文","enName":"Articles","orderNum":1},{"id":1,"label":"expert","name":"专家","enName":"Experts","orderNum":2},{"id":2,"label":"picture","name":"图片","enName":"Pictures","orderNum":3},{"id":3,"label":"publication","name":"期刊","enName":"Journals","orderNum":4},{"id":4,"label":"news","name":"资讯","enName":"News","orderNum":5},{"id":5,"label":"other","name":"其他","enName":"Others","orderNum":6}],"excludedMenuCodes":["situation","reader","contact","carousel","quick","selnews","selmag","selarticle","priority","column","introduce","subaboutus","subcontact","first","selPicture"],"citationFormats":["BibTeX","Endnote","RefMan","NoteExpress","NoteFirst"],"codes":{}}};
const schema31 = {"type":"array","description":"Resource types and their ids (428 article, 25 picture, 29 video, 28 audio, -2 news, 0 other, -3 publication).","items":{"title":"ResourceTypeCode","type":"object","additionalProperties":false,"required":["id","code"],"properties":{"id":{"type":"integer","description":"Resource type id."},"code":{"type":"string","description":"Search-type name of the resource, e.g. thesis."},"name":{"type":"string","description":"Name in Chinese."},"enName":{"type":"string","description":"Name in English."}}}};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.code === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data0){
if(!((((key0 === "id") || (key0 === "code")) || (key0 === "name")) || (key0 === "enName"))){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"#/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.code !== undefined){
if(typeof data0.code !== "string"){
const err4 = {instancePath:instancePath+"/" + i0+"/code",schemaPath:"#/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
const err5 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.enName !== undefined){
if(typeof data0.enName !== "string"){
const err6 = {instancePath:instancePath+"/" + i0+"/enName",schemaPath:"#/items/properties/enName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}

const schema32 = {"type":"array","items":{"$ref":"search-type-option"},"description":"Search types of the search-type selector."};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate29(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}

const schema33 = {"type":"array","items":{"type":"string"},"uniqueItems":true,"description":"Menu codes never shown in the navigation (spec 5)."};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(typeof data[i0] !== "string"){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let i1 = data.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err1 = {instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}

const schema34 = {"type":"array","items":{"type":"string"},"uniqueItems":true,"description":"Citation export formats (BibTeX, Endnote, RefMan, NoteExpress, NoteFirst)."};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(typeof data[i0] !== "string"){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let i1 = data.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err1 = {instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}

const schema35 = {"type":"object","description":"Further code tables by group name, e.g. newsTypes, sortOptions.","additionalProperties":{"type":"array","items":{"title":"CodeItem","type":"object","additionalProperties":false,"required":["code"],"properties":{"code":{"type":"string","description":"Code value."},"name":{"type":"string","description":"Name in Chinese."},"enName":{"type":"string","description":"Name in English."}}}}};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
let data0 = data[key0];
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.code === undefined){
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "code") || (key1 === "name")) || (key1 === "enName"))){
const err1 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data1.code !== undefined){
if(typeof data1.code !== "string"){
const err2 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/code",schemaPath:"#/additionalProperties/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err3 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/name",schemaPath:"#/additionalProperties/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.enName !== undefined){
if(typeof data1.enName !== "string"){
const err4 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/enName",schemaPath:"#/additionalProperties/items/properties/enName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}


function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/common-codes" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "$schema") || (key0 === "schemaVersion")) || (key0 === "resourceTypes")) || (key0 === "searchTypes")) || (key0 === "excludedMenuCodes")) || (key0 === "citationFormats")) || (key0 === "codes"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(1 !== data1){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.resourceTypes !== undefined){
if(!(validate59(data.resourceTypes, {instancePath:instancePath+"/resourceTypes",parentData:data,parentDataProperty:"resourceTypes",rootData}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
if(data.searchTypes !== undefined){
if(!(validate61(data.searchTypes, {instancePath:instancePath+"/searchTypes",parentData:data,parentDataProperty:"searchTypes",rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.excludedMenuCodes !== undefined){
if(!(validate64(data.excludedMenuCodes, {instancePath:instancePath+"/excludedMenuCodes",parentData:data,parentDataProperty:"excludedMenuCodes",rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
if(data.citationFormats !== undefined){
if(!(validate66(data.citationFormats, {instancePath:instancePath+"/citationFormats",parentData:data,parentDataProperty:"citationFormats",rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
if(data.codes !== undefined){
if(!(validate68(data.codes, {instancePath:instancePath+"/codes",parentData:data,parentDataProperty:"codes",rootData}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}

export const validate_doc_footer = validate70;
const schema36 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/footer","title":"FooterConfigDocument","description":"site-configs footer.json: a FooterConfig (footer-config) plus schemaVersion. Properties are those of the footer-config schema.","type":"object","additionalProperties":false,"required":["schemaVersion"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"showLogo":{"$ref":"../footer-config#/properties/showLogo"},"qrUrl":{"$ref":"../footer-config#/properties/qrUrl"},"qrMessage":{"$ref":"../footer-config#/properties/qrMessage"},"configData":{"$ref":"../footer-config#/properties/configData"},"backgroundColor":{"$ref":"../footer-config#/properties/backgroundColor"},"postcode":{"$ref":"../footer-config#/properties/postcode"},"phone":{"$ref":"../footer-config#/properties/phone"},"email":{"$ref":"../footer-config#/properties/email"},"fax":{"$ref":"../footer-config#/properties/fax"},"chLogo":{"$ref":"../footer-config#/properties/chLogo"},"enLogo":{"$ref":"../footer-config#/properties/enLogo"},"chLogoName":{"$ref":"../footer-config#/properties/chLogoName"},"enLogoName":{"$ref":"../footer-config#/properties/enLogoName"},"linkAddress":{"$ref":"../footer-config#/properties/linkAddress"},"icp":{"$ref":"../footer-config#/properties/icp"},"picp":{"$ref":"../footer-config#/properties/picp"},"picpLink":{"$ref":"../footer-config#/properties/picpLink"},"address":{"$ref":"../footer-config#/properties/address"},"enAddress":{"$ref":"../footer-config#/properties/enAddress"},"copyright":{"$ref":"../footer-config#/properties/copyright"},"enCopyright":{"$ref":"../footer-config#/properties/enCopyright"},"showVisits":{"$ref":"../footer-config#/properties/showVisits"},"sumVisits":{"$ref":"../footer-config#/properties/sumVisits"},"todayVisits":{"$ref":"../footer-config#/properties/todayVisits"},"toolbarStyle":{"$ref":"../footer-config#/properties/toolbarStyle"}},"default":{"schemaVersion":1,"showLogo":1,"qrUrl":"/rc-pub/front/files/get?id=defaults.qr.svg","qrMessage":"扫码关注","configData":{"cssContent":""},"backgroundColor":"#ebebeb","postcode":"","phone":"","email":"","fax":"","chLogo":"/rc-pub/front/files/get?id=defaults.logo.svg","enLogo":"/rc-pub/front/files/get?id=defaults.logo-en.svg","chLogoName":"","enLogoName":"","linkAddress":"https://beian.miit.gov.cn/","icp":"","picp":"","picpLink":"","address":"","enAddress":"","copyright":"","enCopyright":"","showVisits":0,"sumVisits":0,"todayVisits":0,"toolbarStyle":1}};
const schema38 = {"type":"integer","enum":[0,1],"description":"1 = show the logo on the left of the footer."};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 0) || (data === 1))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}

const schema39 = {"type":"string","description":"URL of the QR image on the right (shown 100x100)."};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}

const schema40 = {"type":"string","description":"Caption under the QR image, e.g. 扫码关注微信公众号."};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}

const schema41 = {"title":"FooterConfigData","type":"object","additionalProperties":false,"description":"Extra footer data.","properties":{"cssContent":{"type":"string","description":"CSS injected into the page as a <style> element."}}};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "cssContent")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.cssContent !== undefined){
if(typeof data.cssContent !== "string"){
const err1 = {instancePath:instancePath+"/cssContent",schemaPath:"#/properties/cssContent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}

const schema42 = {"type":"string","description":"Footer background colour; #ebebeb selects the light footer, anything else the dark one."};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate80.errors = vErrors;
return errors === 0;
}

const schema43 = {"type":"string","description":"Postal code of the editorial office."};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate82.errors = vErrors;
return errors === 0;
}

const schema44 = {"type":"string","description":"Telephone number of the editorial office."};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate84.errors = vErrors;
return errors === 0;
}

const schema45 = {"type":"string","description":"E-mail address of the editorial office."};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}

const schema46 = {"type":"string","description":"Fax number."};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate88.errors = vErrors;
return errors === 0;
}

const schema47 = {"type":"string","description":"Footer logo URL (Chinese interface)."};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate90.errors = vErrors;
return errors === 0;
}

const schema48 = {"type":"string","description":"Footer logo URL (English interface)."};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate92.errors = vErrors;
return errors === 0;
}

const schema49 = {"type":"string","description":"Alternative text of the Chinese footer logo."};

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate94.errors = vErrors;
return errors === 0;
}

const schema50 = {"type":"string","description":"Alternative text of the English footer logo."};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate96.errors = vErrors;
return errors === 0;
}

const schema51 = {"type":"string","description":"Link of the ICP filing number (usually https://beian.miit.gov.cn/)."};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate98.errors = vErrors;
return errors === 0;
}

const schema52 = {"type":"string","description":"ICP filing number, e.g. 京ICP备12345678号-1."};

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate100.errors = vErrors;
return errors === 0;
}

const schema53 = {"type":"string","description":"Public-security filing number, e.g. 京公网安备 11010802012345号."};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}

const schema54 = {"type":"string","description":"Link of the public-security filing number."};

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate104.errors = vErrors;
return errors === 0;
}

const schema55 = {"type":"string","description":"Postal address (Chinese)."};

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate106.errors = vErrors;
return errors === 0;
}

const schema56 = {"type":"string","description":"Postal address (English)."};

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate108.errors = vErrors;
return errors === 0;
}

const schema57 = {"type":"string","description":"Copyright line (Chinese)."};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate110.errors = vErrors;
return errors === 0;
}

const schema58 = {"type":"string","description":"Copyright line (English)."};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate112.errors = vErrors;
return errors === 0;
}

const schema59 = {"type":"integer","enum":[0,1],"description":"1 = show the visit counter (sumVisits / todayVisits)."};

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 0) || (data === 1))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema59.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate114.errors = vErrors;
return errors === 0;
}

const schema60 = {"type":"integer","minimum":0,"description":"Total visits (filled in by the server)."};

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data == "number"){
if(data < 0 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
validate116.errors = vErrors;
return errors === 0;
}

const schema61 = {"type":"integer","minimum":0,"description":"Visits today (filled in by the server)."};

function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data == "number"){
if(data < 0 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
validate118.errors = vErrors;
return errors === 0;
}

const schema62 = {"type":"integer","enum":[1,2],"description":"Style of the floating toolbar and back-to-top button: 1 or 2."};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 1) || (data === 2))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema62.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate120.errors = vErrors;
return errors === 0;
}


function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/footer" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema36.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(1 !== data1){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.showLogo !== undefined){
if(!(validate72(data.showLogo, {instancePath:instancePath+"/showLogo",parentData:data,parentDataProperty:"showLogo",rootData}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
}
if(data.qrUrl !== undefined){
if(!(validate74(data.qrUrl, {instancePath:instancePath+"/qrUrl",parentData:data,parentDataProperty:"qrUrl",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
}
if(data.qrMessage !== undefined){
if(!(validate76(data.qrMessage, {instancePath:instancePath+"/qrMessage",parentData:data,parentDataProperty:"qrMessage",rootData}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
if(data.configData !== undefined){
if(!(validate78(data.configData, {instancePath:instancePath+"/configData",parentData:data,parentDataProperty:"configData",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
}
if(data.backgroundColor !== undefined){
if(!(validate80(data.backgroundColor, {instancePath:instancePath+"/backgroundColor",parentData:data,parentDataProperty:"backgroundColor",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
}
if(data.postcode !== undefined){
if(!(validate82(data.postcode, {instancePath:instancePath+"/postcode",parentData:data,parentDataProperty:"postcode",rootData}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
}
if(data.phone !== undefined){
if(!(validate84(data.phone, {instancePath:instancePath+"/phone",parentData:data,parentDataProperty:"phone",rootData}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
}
if(data.email !== undefined){
if(!(validate86(data.email, {instancePath:instancePath+"/email",parentData:data,parentDataProperty:"email",rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
}
if(data.fax !== undefined){
if(!(validate88(data.fax, {instancePath:instancePath+"/fax",parentData:data,parentDataProperty:"fax",rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
}
if(data.chLogo !== undefined){
if(!(validate90(data.chLogo, {instancePath:instancePath+"/chLogo",parentData:data,parentDataProperty:"chLogo",rootData}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
}
if(data.enLogo !== undefined){
if(!(validate92(data.enLogo, {instancePath:instancePath+"/enLogo",parentData:data,parentDataProperty:"enLogo",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
}
if(data.chLogoName !== undefined){
if(!(validate94(data.chLogoName, {instancePath:instancePath+"/chLogoName",parentData:data,parentDataProperty:"chLogoName",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.enLogoName !== undefined){
if(!(validate96(data.enLogoName, {instancePath:instancePath+"/enLogoName",parentData:data,parentDataProperty:"enLogoName",rootData}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
}
if(data.linkAddress !== undefined){
if(!(validate98(data.linkAddress, {instancePath:instancePath+"/linkAddress",parentData:data,parentDataProperty:"linkAddress",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
}
if(data.icp !== undefined){
if(!(validate100(data.icp, {instancePath:instancePath+"/icp",parentData:data,parentDataProperty:"icp",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
}
if(data.picp !== undefined){
if(!(validate102(data.picp, {instancePath:instancePath+"/picp",parentData:data,parentDataProperty:"picp",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
if(data.picpLink !== undefined){
if(!(validate104(data.picpLink, {instancePath:instancePath+"/picpLink",parentData:data,parentDataProperty:"picpLink",rootData}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
}
if(data.address !== undefined){
if(!(validate106(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.enAddress !== undefined){
if(!(validate108(data.enAddress, {instancePath:instancePath+"/enAddress",parentData:data,parentDataProperty:"enAddress",rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
}
if(data.copyright !== undefined){
if(!(validate110(data.copyright, {instancePath:instancePath+"/copyright",parentData:data,parentDataProperty:"copyright",rootData}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
}
if(data.enCopyright !== undefined){
if(!(validate112(data.enCopyright, {instancePath:instancePath+"/enCopyright",parentData:data,parentDataProperty:"enCopyright",rootData}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data.showVisits !== undefined){
if(!(validate114(data.showVisits, {instancePath:instancePath+"/showVisits",parentData:data,parentDataProperty:"showVisits",rootData}))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
}
}
if(data.sumVisits !== undefined){
if(!(validate116(data.sumVisits, {instancePath:instancePath+"/sumVisits",parentData:data,parentDataProperty:"sumVisits",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
}
if(data.todayVisits !== undefined){
if(!(validate118(data.todayVisits, {instancePath:instancePath+"/todayVisits",parentData:data,parentDataProperty:"todayVisits",rootData}))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
errors = vErrors.length;
}
}
if(data.toolbarStyle !== undefined){
if(!(validate120(data.toolbarStyle, {instancePath:instancePath+"/toolbarStyle",parentData:data,parentDataProperty:"toolbarStyle",rootData}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}

export const validate_doc_functional_control = validate122;
const schema63 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/functional-control","title":"FunctionalControlListDocument","description":"site-configs functional-control.json: {schemaVersion, items} where items is a FunctionalControlList (functional-control-list). Arrays replace inherited arrays as a whole.","type":"object","additionalProperties":false,"required":["schemaVersion","items"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"items":{"$ref":"../functional-control-list"}},"default":{"schemaVersion":1,"items":[]}};
const schema64 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"functional-control-list","title":"FunctionalControlList","description":"The functional-control columns of a journal.","type":"array","items":{"$ref":"functional-control"},"default":[]};
const schema65 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"functional-control","title":"FunctionalControl","description":"A functional-control column of a journal (/front/site/getMagazineFunctionalControl). A column named for multilingual dissemination (多语种传播) enables the six-language flag.","type":"object","additionalProperties":false,"required":["columnName"],"properties":{"id":{"type":"integer","description":"Column id."},"siteId":{"type":"integer","description":"Site the column belongs to."},"columnName":{"type":"string","description":"Column name, e.g. 多语种传播."},"enColumnName":{"type":"string","description":"Column name in English (extension)."}},"default":{"id":0,"siteId":0,"columnName":"","enColumnName":""}};

function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="functional-control" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.columnName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "columnName"},message:"must have required property '"+"columnName"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "id") || (key0 === "siteId")) || (key0 === "columnName")) || (key0 === "enColumnName"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.siteId !== undefined){
let data1 = data.siteId;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.columnName !== undefined){
if(typeof data.columnName !== "string"){
const err4 = {instancePath:instancePath+"/columnName",schemaPath:"#/properties/columnName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.enColumnName !== undefined){
if(typeof data.enColumnName !== "string"){
const err5 = {instancePath:instancePath+"/enColumnName",schemaPath:"#/properties/enColumnName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate124.errors = vErrors;
return errors === 0;
}


function validate123(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="functional-control-list" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate124(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate123.errors = vErrors;
return errors === 0;
}


function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/functional-control" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$schema") || (key0 === "schemaVersion")) || (key0 === "items"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(1 !== data1){
const err5 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.items !== undefined){
if(!(validate123(data.items, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate122.errors = vErrors;
return errors === 0;
}

export const validate_doc_header = validate127;
const schema66 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/header","title":"HeaderConfigDocument","description":"site-configs header.json: a HeaderConfig (header-config) plus schemaVersion. Properties are those of the header-config schema.","type":"object","additionalProperties":false,"required":["schemaVersion"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"navStyle":{"$ref":"../header-config#/properties/navStyle"},"navDistribution":{"$ref":"../header-config#/properties/navDistribution"},"ceiling":{"$ref":"../header-config#/properties/ceiling"},"isCeiling":{"$ref":"../header-config#/properties/isCeiling"},"showLogin":{"$ref":"../header-config#/properties/showLogin"},"groupEntrance":{"$ref":"../header-config#/properties/groupEntrance"},"searchBox":{"$ref":"../header-config#/properties/searchBox"},"advSearch":{"$ref":"../header-config#/properties/advSearch"},"resourceSearch":{"$ref":"../header-config#/properties/resourceSearch"},"resourceType":{"$ref":"../header-config#/properties/resourceType"},"switchLanguage":{"$ref":"../header-config#/properties/switchLanguage"},"defaultLanguage":{"$ref":"../header-config#/properties/defaultLanguage"},"greeting":{"$ref":"../header-config#/properties/greeting"},"enGreeting":{"$ref":"../header-config#/properties/enGreeting"},"greetingConfig":{"$ref":"../header-config#/properties/greetingConfig"},"backgroundCoverId":{"$ref":"../header-config#/properties/backgroundCoverId"},"backgroundUrl":{"$ref":"../header-config#/properties/backgroundUrl"},"pcLogo":{"$ref":"../header-config#/properties/pcLogo"},"pcLogoUrl":{"$ref":"../header-config#/properties/pcLogoUrl"},"mobileLogo":{"$ref":"../header-config#/properties/mobileLogo"},"mobileLogoUrl":{"$ref":"../header-config#/properties/mobileLogoUrl"},"enPcLogo":{"$ref":"../header-config#/properties/enPcLogo"},"enPcLogoUrl":{"$ref":"../header-config#/properties/enPcLogoUrl"},"enMobileLogo":{"$ref":"../header-config#/properties/enMobileLogo"},"enMobileLogoUrl":{"$ref":"../header-config#/properties/enMobileLogoUrl"},"logo":{"$ref":"../header-config#/properties/logo"},"navBg":{"$ref":"../header-config#/properties/navBg"},"searchConfigs":{"$ref":"../header-config#/properties/searchConfigs"},"browserIcon":{"$ref":"../header-config#/properties/browserIcon"},"configData":{"$ref":"../header-config#/properties/configData"}},"default":{"schemaVersion":1,"navStyle":1,"navDistribution":1,"ceiling":0,"isCeiling":0,"showLogin":1,"groupEntrance":0,"searchBox":1,"advSearch":1,"resourceSearch":1,"resourceType":"428;25;29;28;-2;0;-3","switchLanguage":1,"defaultLanguage":"zh","greeting":"","enGreeting":"","greetingConfig":{"hasGreeting":false,"greeting":""},"backgroundCoverId":"","backgroundUrl":"","pcLogo":"defaults.logo.svg","pcLogoUrl":"/rc-pub/front/files/get?id=defaults.logo.svg","mobileLogo":"defaults.logo.svg","mobileLogoUrl":"/rc-pub/front/files/get?id=defaults.logo.svg","enPcLogo":"defaults.logo-en.svg","enPcLogoUrl":"/rc-pub/front/files/get?id=defaults.logo-en.svg","enMobileLogo":"defaults.logo-en.svg","enMobileLogoUrl":"/rc-pub/front/files/get?id=defaults.logo-en.svg","logo":{"hasLogo":true,"logoUrl":"/rc-pub/front/files/get?id=defaults.logo.svg"},"navBg":{"hasNavBg":false,"navBgUrl":""},"searchConfigs":{"isShow":true,"isShowSeniorSearch":true,"isShowSearchOptions":true,"resourceTypes":[428,25,29,28,-2,0,-3]},"browserIcon":"/rc-pub/front/files/get?id=defaults.favicon.svg","configData":{"cssContent":"","customButtonList":[]}}};
const schema68 = {"type":"integer","minimum":1,"maximum":13,"description":"Header variant 1-13 (3 is the mobile-like layout; 6, 7, 8 have special layouts; 9 shows 6 main-bar items; 12 shows only the first 5 top-level items)."};

function validate130(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data == "number"){
if(data > 13 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 13},message:"must be <= 13"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate130.errors = vErrors;
return errors === 0;
}

const schema69 = {"type":"integer","enum":[0,1],"description":"Menu distribution: 0 = items spread evenly over the bar; 1 = items beyond the width limit overflow into \"More\" (更多)."};

function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 0) || (data === 1))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema69.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate132.errors = vErrors;
return errors === 0;
}

const schema70 = {"type":"integer","enum":[0,1],"description":"Legacy name of isCeiling: 1 = header fixed at the top."};

function validate134(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 0) || (data === 1))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema70.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate134.errors = vErrors;
return errors === 0;
}

const schema71 = {"type":"integer","enum":[0,1],"description":"1 = header always fixed at the top of the window; 0 = becomes fixed only after scrolling past it (never on article pages)."};

function validate136(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 0) || (data === 1))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate136.errors = vErrors;
return errors === 0;
}

const schema72 = {"type":"integer","enum":[0,1],"description":"1 = show login and register in the header."};

function validate138(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 0) || (data === 1))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema72.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate138.errors = vErrors;
return errors === 0;
}

const schema73 = {"type":"integer","enum":[0,1],"description":"1 = show the group / publication entrance button (single sites link to their group)."};

function validate140(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 0) || (data === 1))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema73.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate140.errors = vErrors;
return errors === 0;
}

const schema74 = {"type":"integer","enum":[0,1],"description":"1 = show the search box in the header."};

function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 0) || (data === 1))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema74.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate142.errors = vErrors;
return errors === 0;
}

const schema75 = {"type":"integer","enum":[0,1],"description":"1 = show the advanced-search icon next to the search box."};

function validate144(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 0) || (data === 1))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema75.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate144.errors = vErrors;
return errors === 0;
}

const schema76 = {"type":"integer","enum":[0,1],"description":"1 = search box offers the resource-type selector (shown only when more than one type is configured)."};

function validate146(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 0) || (data === 1))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema76.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate146.errors = vErrors;
return errors === 0;
}

const schema77 = {"type":"string","description":"Resource types offered by the search box, separated by ; or , — resource type ids (428 article, 25 picture, 29 video, 28 audio, -2 news, 0 other, -3 publication) or search-type names."};

function validate148(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate148.errors = vErrors;
return errors === 0;
}

const schema78 = {"type":"integer","enum":[0,1],"description":"1 = show the language toggle (中文 / English)."};

function validate150(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 0) || (data === 1))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema78.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate150.errors = vErrors;
return errors === 0;
}

const schema79 = {"type":"string","enum":["zh","en"],"description":"Language used when the URL carries none; overrides the locale for the request language header."};

function validate152(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === "zh") || (data === "en"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema79.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate152.errors = vErrors;
return errors === 0;
}

const schema80 = {"type":"string","description":"Greeting line shown in the header (Chinese)."};

function validate154(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate154.errors = vErrors;
return errors === 0;
}

const schema81 = {"type":"string","description":"Greeting line shown in the header (English)."};

function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate156.errors = vErrors;
return errors === 0;
}

const schema82 = {"title":"GreetingConfig","type":"object","additionalProperties":false,"description":"Greeting switch and text (newer form of greeting).","properties":{"hasGreeting":{"type":["boolean","integer"],"enum":[false,true,0,1],"description":"Show the greeting. true/1 = yes, false/0 = no."},"greeting":{"type":"string","description":"Greeting text."}}};

function validate158(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "hasGreeting") || (key0 === "greeting"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.hasGreeting !== undefined){
let data0 = data.hasGreeting;
if((typeof data0 !== "boolean") && (!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))))){
const err1 = {instancePath:instancePath+"/hasGreeting",schemaPath:"#/properties/hasGreeting/type",keyword:"type",params:{type: schema82.properties.hasGreeting.type},message:"must be boolean,integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((((data0 === false) || (data0 === true)) || (data0 === 0)) || (data0 === 1))){
const err2 = {instancePath:instancePath+"/hasGreeting",schemaPath:"#/properties/hasGreeting/enum",keyword:"enum",params:{allowedValues: schema82.properties.hasGreeting.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.greeting !== undefined){
if(typeof data.greeting !== "string"){
const err3 = {instancePath:instancePath+"/greeting",schemaPath:"#/properties/greeting/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate158.errors = vErrors;
return errors === 0;
}

const schema83 = {"type":"string","description":"File id of the header background image."};

function validate160(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate160.errors = vErrors;
return errors === 0;
}

const schema84 = {"type":"string","description":"URL of the header background image."};

function validate162(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate162.errors = vErrors;
return errors === 0;
}

const schema85 = {"type":"string","description":"File id of the desktop logo (Chinese interface)."};

function validate164(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate164.errors = vErrors;
return errors === 0;
}

const schema86 = {"type":"string","description":"URL of the desktop logo (Chinese interface)."};

function validate166(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate166.errors = vErrors;
return errors === 0;
}

const schema87 = {"type":"string","description":"File id of the mobile logo (Chinese interface)."};

function validate168(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate168.errors = vErrors;
return errors === 0;
}

const schema88 = {"type":"string","description":"URL of the mobile logo (Chinese interface)."};

function validate170(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate170.errors = vErrors;
return errors === 0;
}

const schema89 = {"type":"string","description":"File id of the desktop logo (English interface)."};

function validate172(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate172.errors = vErrors;
return errors === 0;
}

const schema90 = {"type":"string","description":"URL of the desktop logo (English interface)."};

function validate174(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate174.errors = vErrors;
return errors === 0;
}

const schema91 = {"type":"string","description":"File id of the mobile logo (English interface)."};

function validate176(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate176.errors = vErrors;
return errors === 0;
}

const schema92 = {"type":"string","description":"URL of the mobile logo (English interface)."};

function validate178(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate178.errors = vErrors;
return errors === 0;
}

const schema93 = {"title":"HeaderLogo","type":"object","additionalProperties":false,"description":"Logo switch and image (newer form of pcLogo).","properties":{"hasLogo":{"type":["boolean","integer"],"enum":[false,true,0,1],"description":"Show the logo; clicking it goes home. true/1 = yes, false/0 = no."},"logoUrl":{"type":"string","description":"Logo image URL."}}};

function validate180(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "hasLogo") || (key0 === "logoUrl"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.hasLogo !== undefined){
let data0 = data.hasLogo;
if((typeof data0 !== "boolean") && (!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))))){
const err1 = {instancePath:instancePath+"/hasLogo",schemaPath:"#/properties/hasLogo/type",keyword:"type",params:{type: schema93.properties.hasLogo.type},message:"must be boolean,integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((((data0 === false) || (data0 === true)) || (data0 === 0)) || (data0 === 1))){
const err2 = {instancePath:instancePath+"/hasLogo",schemaPath:"#/properties/hasLogo/enum",keyword:"enum",params:{allowedValues: schema93.properties.hasLogo.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.logoUrl !== undefined){
if(typeof data.logoUrl !== "string"){
const err3 = {instancePath:instancePath+"/logoUrl",schemaPath:"#/properties/logoUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate180.errors = vErrors;
return errors === 0;
}

const schema94 = {"title":"NavBg","type":"object","additionalProperties":false,"description":"Navigation bar background image.","properties":{"hasNavBg":{"type":["boolean","integer"],"enum":[false,true,0,1],"description":"Use a background image for the navigation bar. true/1 = yes, false/0 = no."},"navBgUrl":{"type":"string","description":"Background image URL."}}};

function validate182(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "hasNavBg") || (key0 === "navBgUrl"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.hasNavBg !== undefined){
let data0 = data.hasNavBg;
if((typeof data0 !== "boolean") && (!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))))){
const err1 = {instancePath:instancePath+"/hasNavBg",schemaPath:"#/properties/hasNavBg/type",keyword:"type",params:{type: schema94.properties.hasNavBg.type},message:"must be boolean,integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((((data0 === false) || (data0 === true)) || (data0 === 0)) || (data0 === 1))){
const err2 = {instancePath:instancePath+"/hasNavBg",schemaPath:"#/properties/hasNavBg/enum",keyword:"enum",params:{allowedValues: schema94.properties.hasNavBg.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.navBgUrl !== undefined){
if(typeof data.navBgUrl !== "string"){
const err3 = {instancePath:instancePath+"/navBgUrl",schemaPath:"#/properties/navBgUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate182.errors = vErrors;
return errors === 0;
}

const schema95 = {"title":"HeaderSearchConfigs","type":"object","additionalProperties":false,"description":"Search box settings.","properties":{"isShow":{"type":["boolean","integer"],"enum":[false,true,0,1],"description":"Show the search box. true/1 = yes, false/0 = no."},"isShowSeniorSearch":{"type":["boolean","integer"],"enum":[false,true,0,1],"description":"Show the advanced-search (高级检索) link. true/1 = yes, false/0 = no."},"isShowSearchOptions":{"type":["boolean","integer"],"enum":[false,true,0,1],"description":"Show the search-field selector (hidden anyway for news and other types). true/1 = yes, false/0 = no."},"resourceTypes":{"type":"array","items":{"type":"integer"},"uniqueItems":true,"description":"Resource type ids offered by the search box, in order (428 article, 25 picture, 29 video, 28 audio, -2 news, 0 other, -3 publication); when empty, resourceType is used."}}};

function validate184(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "isShow") || (key0 === "isShowSeniorSearch")) || (key0 === "isShowSearchOptions")) || (key0 === "resourceTypes"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.isShow !== undefined){
let data0 = data.isShow;
if((typeof data0 !== "boolean") && (!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))))){
const err1 = {instancePath:instancePath+"/isShow",schemaPath:"#/properties/isShow/type",keyword:"type",params:{type: schema95.properties.isShow.type},message:"must be boolean,integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((((data0 === false) || (data0 === true)) || (data0 === 0)) || (data0 === 1))){
const err2 = {instancePath:instancePath+"/isShow",schemaPath:"#/properties/isShow/enum",keyword:"enum",params:{allowedValues: schema95.properties.isShow.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.isShowSeniorSearch !== undefined){
let data1 = data.isShowSeniorSearch;
if((typeof data1 !== "boolean") && (!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))))){
const err3 = {instancePath:instancePath+"/isShowSeniorSearch",schemaPath:"#/properties/isShowSeniorSearch/type",keyword:"type",params:{type: schema95.properties.isShowSeniorSearch.type},message:"must be boolean,integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((((data1 === false) || (data1 === true)) || (data1 === 0)) || (data1 === 1))){
const err4 = {instancePath:instancePath+"/isShowSeniorSearch",schemaPath:"#/properties/isShowSeniorSearch/enum",keyword:"enum",params:{allowedValues: schema95.properties.isShowSeniorSearch.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.isShowSearchOptions !== undefined){
let data2 = data.isShowSearchOptions;
if((typeof data2 !== "boolean") && (!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))))){
const err5 = {instancePath:instancePath+"/isShowSearchOptions",schemaPath:"#/properties/isShowSearchOptions/type",keyword:"type",params:{type: schema95.properties.isShowSearchOptions.type},message:"must be boolean,integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((data2 === false) || (data2 === true)) || (data2 === 0)) || (data2 === 1))){
const err6 = {instancePath:instancePath+"/isShowSearchOptions",schemaPath:"#/properties/isShowSearchOptions/enum",keyword:"enum",params:{allowedValues: schema95.properties.isShowSearchOptions.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.resourceTypes !== undefined){
let data3 = data.resourceTypes;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err7 = {instancePath:instancePath+"/resourceTypes/" + i0,schemaPath:"#/properties/resourceTypes/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let i1 = data3.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data3[i1];
if(!((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err8 = {instancePath:instancePath+"/resourceTypes",schemaPath:"#/properties/resourceTypes/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err9 = {instancePath:instancePath+"/resourceTypes",schemaPath:"#/properties/resourceTypes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate184.errors = vErrors;
return errors === 0;
}

const schema96 = {"type":"string","description":"Favicon URL."};

function validate186(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate186.errors = vErrors;
return errors === 0;
}

const schema97 = {"title":"HeaderConfigData","type":"object","additionalProperties":false,"description":"Extra header data: injected CSS, custom buttons and the legacy author-portal link.","properties":{"authorPortalUrl":{"type":"string","pattern":"^(https?://|/)[^\\s<>\"]*$","description":"Address of the legacy author portal (an http(s) URL or a site path). The header shows its button only on site 735 (spec 2.4); an external address opens in a new tab."},"cssContent":{"type":"string","description":"CSS injected into the page as a <style> element."},"customButtonList":{"type":"array","items":{"$ref":"custom-button"},"description":"Custom buttons; only enabled ones (customButtonStatus 1) are shown, cut to the first 3."}}};
const pattern0 = new RegExp("^(https?://|/)[^\\s<>\"]*$", "u");

function validate188(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "authorPortalUrl") || (key0 === "cssContent")) || (key0 === "customButtonList"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.authorPortalUrl !== undefined){
let data0 = data.authorPortalUrl;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/authorPortalUrl",schemaPath:"#/properties/authorPortalUrl/pattern",keyword:"pattern",params:{pattern: "^(https?://|/)[^\\s<>\"]*$"},message:"must match pattern \""+"^(https?://|/)[^\\s<>\"]*$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/authorPortalUrl",schemaPath:"#/properties/authorPortalUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.cssContent !== undefined){
if(typeof data.cssContent !== "string"){
const err3 = {instancePath:instancePath+"/cssContent",schemaPath:"#/properties/cssContent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.customButtonList !== undefined){
let data2 = data.customButtonList;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate31(data2[i0], {instancePath:instancePath+"/customButtonList/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/customButtonList",schemaPath:"#/properties/customButtonList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate188.errors = vErrors;
return errors === 0;
}


function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/header" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema66.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(1 !== data1){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.navStyle !== undefined){
if(!(validate130(data.navStyle, {instancePath:instancePath+"/navStyle",parentData:data,parentDataProperty:"navStyle",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
}
if(data.navDistribution !== undefined){
if(!(validate132(data.navDistribution, {instancePath:instancePath+"/navDistribution",parentData:data,parentDataProperty:"navDistribution",rootData}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
}
if(data.ceiling !== undefined){
if(!(validate134(data.ceiling, {instancePath:instancePath+"/ceiling",parentData:data,parentDataProperty:"ceiling",rootData}))){
vErrors = vErrors === null ? validate134.errors : vErrors.concat(validate134.errors);
errors = vErrors.length;
}
}
if(data.isCeiling !== undefined){
if(!(validate136(data.isCeiling, {instancePath:instancePath+"/isCeiling",parentData:data,parentDataProperty:"isCeiling",rootData}))){
vErrors = vErrors === null ? validate136.errors : vErrors.concat(validate136.errors);
errors = vErrors.length;
}
}
if(data.showLogin !== undefined){
if(!(validate138(data.showLogin, {instancePath:instancePath+"/showLogin",parentData:data,parentDataProperty:"showLogin",rootData}))){
vErrors = vErrors === null ? validate138.errors : vErrors.concat(validate138.errors);
errors = vErrors.length;
}
}
if(data.groupEntrance !== undefined){
if(!(validate140(data.groupEntrance, {instancePath:instancePath+"/groupEntrance",parentData:data,parentDataProperty:"groupEntrance",rootData}))){
vErrors = vErrors === null ? validate140.errors : vErrors.concat(validate140.errors);
errors = vErrors.length;
}
}
if(data.searchBox !== undefined){
if(!(validate142(data.searchBox, {instancePath:instancePath+"/searchBox",parentData:data,parentDataProperty:"searchBox",rootData}))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
errors = vErrors.length;
}
}
if(data.advSearch !== undefined){
if(!(validate144(data.advSearch, {instancePath:instancePath+"/advSearch",parentData:data,parentDataProperty:"advSearch",rootData}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
errors = vErrors.length;
}
}
if(data.resourceSearch !== undefined){
if(!(validate146(data.resourceSearch, {instancePath:instancePath+"/resourceSearch",parentData:data,parentDataProperty:"resourceSearch",rootData}))){
vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
errors = vErrors.length;
}
}
if(data.resourceType !== undefined){
if(!(validate148(data.resourceType, {instancePath:instancePath+"/resourceType",parentData:data,parentDataProperty:"resourceType",rootData}))){
vErrors = vErrors === null ? validate148.errors : vErrors.concat(validate148.errors);
errors = vErrors.length;
}
}
if(data.switchLanguage !== undefined){
if(!(validate150(data.switchLanguage, {instancePath:instancePath+"/switchLanguage",parentData:data,parentDataProperty:"switchLanguage",rootData}))){
vErrors = vErrors === null ? validate150.errors : vErrors.concat(validate150.errors);
errors = vErrors.length;
}
}
if(data.defaultLanguage !== undefined){
if(!(validate152(data.defaultLanguage, {instancePath:instancePath+"/defaultLanguage",parentData:data,parentDataProperty:"defaultLanguage",rootData}))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
errors = vErrors.length;
}
}
if(data.greeting !== undefined){
if(!(validate154(data.greeting, {instancePath:instancePath+"/greeting",parentData:data,parentDataProperty:"greeting",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
}
if(data.enGreeting !== undefined){
if(!(validate156(data.enGreeting, {instancePath:instancePath+"/enGreeting",parentData:data,parentDataProperty:"enGreeting",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
}
if(data.greetingConfig !== undefined){
if(!(validate158(data.greetingConfig, {instancePath:instancePath+"/greetingConfig",parentData:data,parentDataProperty:"greetingConfig",rootData}))){
vErrors = vErrors === null ? validate158.errors : vErrors.concat(validate158.errors);
errors = vErrors.length;
}
}
if(data.backgroundCoverId !== undefined){
if(!(validate160(data.backgroundCoverId, {instancePath:instancePath+"/backgroundCoverId",parentData:data,parentDataProperty:"backgroundCoverId",rootData}))){
vErrors = vErrors === null ? validate160.errors : vErrors.concat(validate160.errors);
errors = vErrors.length;
}
}
if(data.backgroundUrl !== undefined){
if(!(validate162(data.backgroundUrl, {instancePath:instancePath+"/backgroundUrl",parentData:data,parentDataProperty:"backgroundUrl",rootData}))){
vErrors = vErrors === null ? validate162.errors : vErrors.concat(validate162.errors);
errors = vErrors.length;
}
}
if(data.pcLogo !== undefined){
if(!(validate164(data.pcLogo, {instancePath:instancePath+"/pcLogo",parentData:data,parentDataProperty:"pcLogo",rootData}))){
vErrors = vErrors === null ? validate164.errors : vErrors.concat(validate164.errors);
errors = vErrors.length;
}
}
if(data.pcLogoUrl !== undefined){
if(!(validate166(data.pcLogoUrl, {instancePath:instancePath+"/pcLogoUrl",parentData:data,parentDataProperty:"pcLogoUrl",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
}
if(data.mobileLogo !== undefined){
if(!(validate168(data.mobileLogo, {instancePath:instancePath+"/mobileLogo",parentData:data,parentDataProperty:"mobileLogo",rootData}))){
vErrors = vErrors === null ? validate168.errors : vErrors.concat(validate168.errors);
errors = vErrors.length;
}
}
if(data.mobileLogoUrl !== undefined){
if(!(validate170(data.mobileLogoUrl, {instancePath:instancePath+"/mobileLogoUrl",parentData:data,parentDataProperty:"mobileLogoUrl",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
if(data.enPcLogo !== undefined){
if(!(validate172(data.enPcLogo, {instancePath:instancePath+"/enPcLogo",parentData:data,parentDataProperty:"enPcLogo",rootData}))){
vErrors = vErrors === null ? validate172.errors : vErrors.concat(validate172.errors);
errors = vErrors.length;
}
}
if(data.enPcLogoUrl !== undefined){
if(!(validate174(data.enPcLogoUrl, {instancePath:instancePath+"/enPcLogoUrl",parentData:data,parentDataProperty:"enPcLogoUrl",rootData}))){
vErrors = vErrors === null ? validate174.errors : vErrors.concat(validate174.errors);
errors = vErrors.length;
}
}
if(data.enMobileLogo !== undefined){
if(!(validate176(data.enMobileLogo, {instancePath:instancePath+"/enMobileLogo",parentData:data,parentDataProperty:"enMobileLogo",rootData}))){
vErrors = vErrors === null ? validate176.errors : vErrors.concat(validate176.errors);
errors = vErrors.length;
}
}
if(data.enMobileLogoUrl !== undefined){
if(!(validate178(data.enMobileLogoUrl, {instancePath:instancePath+"/enMobileLogoUrl",parentData:data,parentDataProperty:"enMobileLogoUrl",rootData}))){
vErrors = vErrors === null ? validate178.errors : vErrors.concat(validate178.errors);
errors = vErrors.length;
}
}
if(data.logo !== undefined){
if(!(validate180(data.logo, {instancePath:instancePath+"/logo",parentData:data,parentDataProperty:"logo",rootData}))){
vErrors = vErrors === null ? validate180.errors : vErrors.concat(validate180.errors);
errors = vErrors.length;
}
}
if(data.navBg !== undefined){
if(!(validate182(data.navBg, {instancePath:instancePath+"/navBg",parentData:data,parentDataProperty:"navBg",rootData}))){
vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors);
errors = vErrors.length;
}
}
if(data.searchConfigs !== undefined){
if(!(validate184(data.searchConfigs, {instancePath:instancePath+"/searchConfigs",parentData:data,parentDataProperty:"searchConfigs",rootData}))){
vErrors = vErrors === null ? validate184.errors : vErrors.concat(validate184.errors);
errors = vErrors.length;
}
}
if(data.browserIcon !== undefined){
if(!(validate186(data.browserIcon, {instancePath:instancePath+"/browserIcon",parentData:data,parentDataProperty:"browserIcon",rootData}))){
vErrors = vErrors === null ? validate186.errors : vErrors.concat(validate186.errors);
errors = vErrors.length;
}
}
if(data.configData !== undefined){
if(!(validate188(data.configData, {instancePath:instancePath+"/configData",parentData:data,parentDataProperty:"configData",rootData}))){
vErrors = vErrors === null ? validate188.errors : vErrors.concat(validate188.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate127.errors = vErrors;
return errors === 0;
}

export const validate_doc_layout = validate191;
const schema98 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/layout","title":"LayoutDocument","description":"site-configs layouts/<pageKind>.json: a Layout (layout) plus schemaVersion. Properties are those of the layout schema.","type":"object","additionalProperties":false,"required":["schemaVersion","page","regions"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"page":{"$ref":"../layout#/properties/page"},"regions":{"$ref":"../layout#/properties/regions"}},"default":{"schemaVersion":1,"page":"home","regions":{"header":[{"id":"header","type":"site-header","props":{}}],"main":[],"footer":[{"id":"footer","type":"site-footer","props":{}}]}}};
const schema101 = {"type":"string","enum":["home","issues","justAccepted","onlineFirst","article","about","aboutus","collectionList","collections","info","newcomposite","news","newsDetails","editorialBoard","issue","newsInfo","channel","thesisDetails","virtualProjectDetail","textList","audioList","informationList","othersList","searchPublication","seniorSearch","bookList","mag","currencyList","rssList","emailSubscribe","academic","science","newLink1","newPeriodIntroduce","newAlbumList","newItemPage","login","quickLogin","register","forgetCode","accountBinding","personal","errorPage","forbiddenPage"],"description":"Page kind the layout is for (engine/routing/pageKinds.ts)."};

function validate195(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((((((((((((((((((((((((((((((((((((((((data === "home") || (data === "issues")) || (data === "justAccepted")) || (data === "onlineFirst")) || (data === "article")) || (data === "about")) || (data === "aboutus")) || (data === "collectionList")) || (data === "collections")) || (data === "info")) || (data === "newcomposite")) || (data === "news")) || (data === "newsDetails")) || (data === "editorialBoard")) || (data === "issue")) || (data === "newsInfo")) || (data === "channel")) || (data === "thesisDetails")) || (data === "virtualProjectDetail")) || (data === "textList")) || (data === "audioList")) || (data === "informationList")) || (data === "othersList")) || (data === "searchPublication")) || (data === "seniorSearch")) || (data === "bookList")) || (data === "mag")) || (data === "currencyList")) || (data === "rssList")) || (data === "emailSubscribe")) || (data === "academic")) || (data === "science")) || (data === "newLink1")) || (data === "newPeriodIntroduce")) || (data === "newAlbumList")) || (data === "newItemPage")) || (data === "login")) || (data === "quickLogin")) || (data === "register")) || (data === "forgetCode")) || (data === "accountBinding")) || (data === "personal")) || (data === "errorPage")) || (data === "forbiddenPage"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema101.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate195.errors = vErrors;
return errors === 0;
}

const schema102 = {"title":"LayoutRegions","type":"object","description":"Regions by name (header, main, aside, footer); each is the ordered list of module instances rendered there. A region replaces the inherited region of the same name as a whole.","propertyNames":{"pattern":"^[a-z][A-Za-z0-9-]*$"},"additionalProperties":{"type":"array","items":{"$ref":"module-instance"}}};
const pattern2 = new RegExp("^[a-z][A-Za-z0-9-]*$", "u");
const schema100 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"module-instance","title":"ModuleInstance","description":"One widget placed in a layout region or a channel's module list. The registry maps `type` to a widget; `props` are validated against that widget's schema (widget/<type>).","type":"object","additionalProperties":false,"required":["id","type"],"properties":{"id":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9_.:-]*$","description":"Instance id, unique within the page (used as React key and in error reports)."},"type":{"type":"string","pattern":"^[a-z][a-z0-9]*(-[a-z0-9]+)*$","description":"Widget type, e.g. site-header, rich-text, news-banner."},"variant":{"type":"string","description":"Widget variant, e.g. a navStyle '1'-'13' for site-header or a styleId '1'/'2'; when absent the widget picks one (site-header uses the header's navStyle)."},"version":{"type":"integer","minimum":1,"description":"Version of the props; older props are upgraded step by step to the widget's current version. Absent = current."},"props":{"type":"object","description":"Widget props; validated against the widget's schema, missing props take the widget defaults."},"when":{"title":"ModuleCondition","type":"object","additionalProperties":false,"description":"Conditions under which the instance is rendered; absent = always.","properties":{"lang":{"type":"array","items":{"type":"string","enum":["zh","en","ru","ara","spa","fra","de"]},"minItems":1,"uniqueItems":true,"description":"Render only when the URL language is one of these."}}}},"default":{"id":"placeholder","type":"rich-text","props":{"html":""}}};
const pattern3 = new RegExp("^[A-Za-z0-9][A-Za-z0-9_.:-]*$", "u");
const pattern4 = new RegExp("^[a-z][a-z0-9]*(-[a-z0-9]+)*$", "u");

function validate193(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="module-instance" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "id") || (key0 === "type")) || (key0 === "variant")) || (key0 === "version")) || (key0 === "props")) || (key0 === "when"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern3.test(data0)){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9_.:-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9_.:-]*$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z][a-z0-9]*(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.variant !== undefined){
if(typeof data.variant !== "string"){
const err7 = {instancePath:instancePath+"/variant",schemaPath:"#/properties/variant/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.version !== undefined){
let data3 = data.version;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err8 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 < 1 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.props !== undefined){
let data4 = data.props;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err10 = {instancePath:instancePath+"/props",schemaPath:"#/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.when !== undefined){
let data5 = data.when;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!(key1 === "lang")){
const err11 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data5.lang !== undefined){
let data6 = data5.lang;
if(Array.isArray(data6)){
if(data6.length < 1){
const err12 = {instancePath:instancePath+"/when/lang",schemaPath:"#/properties/when/properties/lang/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 !== "string"){
const err13 = {instancePath:instancePath+"/when/lang/" + i0,schemaPath:"#/properties/when/properties/lang/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((((((data7 === "zh") || (data7 === "en")) || (data7 === "ru")) || (data7 === "ara")) || (data7 === "spa")) || (data7 === "fra")) || (data7 === "de"))){
const err14 = {instancePath:instancePath+"/when/lang/" + i0,schemaPath:"#/properties/when/properties/lang/items/enum",keyword:"enum",params:{allowedValues: schema100.properties.when.properties.lang.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let i1 = data6.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data6[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err15 = {instancePath:instancePath+"/when/lang",schemaPath:"#/properties/when/properties/lang/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err16 = {instancePath:instancePath+"/when/lang",schemaPath:"#/properties/when/properties/lang/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate193.errors = vErrors;
return errors === 0;
}


function validate197(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(!pattern2.test(key0)){
const err0 = {instancePath,schemaPath:"#/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err1 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate193(data0[i0], {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate197.errors = vErrors;
return errors === 0;
}


function validate191(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/layout" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.page === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.regions === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "regions"},message:"must have required property '"+"regions"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "$schema") || (key0 === "schemaVersion")) || (key0 === "page")) || (key0 === "regions"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err4 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(1 !== data1){
const err6 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.page !== undefined){
if(!(validate195(data.page, {instancePath:instancePath+"/page",parentData:data,parentDataProperty:"page",rootData}))){
vErrors = vErrors === null ? validate195.errors : vErrors.concat(validate195.errors);
errors = vErrors.length;
}
}
if(data.regions !== undefined){
if(!(validate197(data.regions, {instancePath:instancePath+"/regions",parentData:data,parentDataProperty:"regions",rootData}))){
vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate191.errors = vErrors;
return errors === 0;
}

export const validate_doc_modules = validate200;
const schema103 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/modules","title":"ModuleListsDocument","description":"site-configs sites/<sld>/modules.json: {schemaVersion, lists} where lists holds the module lists by channel id (ModuleLists).","type":"object","additionalProperties":false,"required":["schemaVersion","lists"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"lists":{"$ref":"../module-lists"}},"default":{"schemaVersion":1,"lists":{}}};
const schema104 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"module-lists","title":"ModuleLists","description":"Module lists of a site's channels, keyed by channel id: what /front/module/getModuleList {channelId} returns for each channel.","type":"object","propertyNames":{"pattern":"^[0-9]+$"},"additionalProperties":{"type":"array","items":{"$ref":"module-instance"}},"default":{}};
const pattern6 = new RegExp("^[0-9]+$", "u");

function validate201(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="module-lists" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(!pattern6.test(key0)){
const err0 = {instancePath,schemaPath:"#/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err1 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate193(data0[i0], {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate201.errors = vErrors;
return errors === 0;
}


function validate200(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/modules" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lists === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lists"},message:"must have required property '"+"lists"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$schema") || (key0 === "schemaVersion")) || (key0 === "lists"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(1 !== data1){
const err5 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.lists !== undefined){
if(!(validate201(data.lists, {instancePath:instancePath+"/lists",parentData:data,parentDataProperty:"lists",rootData}))){
vErrors = vErrors === null ? validate201.errors : vErrors.concat(validate201.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate200.errors = vErrors;
return errors === 0;
}

export const validate_doc_publication = validate204;
const schema105 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/publication","title":"PublicationConfigDocument","description":"site-configs publication.json: a PublicationConfig (publication-config) plus schemaVersion. Properties are those of the publication-config schema.","type":"object","additionalProperties":false,"required":["schemaVersion"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"backIssueStyle":{"$ref":"../publication-config#/properties/backIssueStyle"},"style":{"$ref":"../publication-config#/properties/style"}},"default":{"schemaVersion":1,"backIssueStyle":1,"style":1}};
const schema107 = {"type":"integer","minimum":0,"description":"Back-issue list style; 3 shows the by-year back-issue tree."};

function validate206(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data == "number"){
if(data < 0 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
validate206.errors = vErrors;
return errors === 0;
}

const schema108 = {"type":"integer","minimum":0,"description":"Publication page style; 7 shows the journal (period) tree."};

function validate208(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data == "number"){
if(data < 0 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
validate208.errors = vErrors;
return errors === 0;
}


function validate204(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/publication" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "$schema") || (key0 === "schemaVersion")) || (key0 === "backIssueStyle")) || (key0 === "style"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(1 !== data1){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.backIssueStyle !== undefined){
if(!(validate206(data.backIssueStyle, {instancePath:instancePath+"/backIssueStyle",parentData:data,parentDataProperty:"backIssueStyle",rootData}))){
vErrors = vErrors === null ? validate206.errors : vErrors.concat(validate206.errors);
errors = vErrors.length;
}
}
if(data.style !== undefined){
if(!(validate208(data.style, {instancePath:instancePath+"/style",parentData:data,parentDataProperty:"style",rootData}))){
vErrors = vErrors === null ? validate208.errors : vErrors.concat(validate208.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate204.errors = vErrors;
return errors === 0;
}

export const validate_doc_search_config = validate210;
const schema109 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/search-config","title":"SearchConfigListDocument","description":"site-configs search-config.json: {schemaVersion, items} where items is a SearchConfigList (search-config-list). Arrays replace inherited arrays as a whole.","type":"object","additionalProperties":false,"required":["schemaVersion","items"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"items":{"$ref":"../search-config-list"}},"default":{"schemaVersion":1,"items":[{"type":"thesis","code":"428","name":"论文","enName":"Articles","isOpenConfig":1}]}};
const schema110 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"search-config-list","title":"SearchConfigList","description":"The searchable resource types of a site, in display order.","type":"array","items":{"$ref":"search-config-entry"},"default":[{"type":"thesis","code":"428","name":"论文","enName":"Articles","isOpenConfig":1}]};
const schema111 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"search-config-entry","title":"SearchConfigEntry","description":"One searchable resource type of a site (/front/site/{siteId}/search-config; spec 3, Search config entry).","type":"object","additionalProperties":false,"required":["type"],"properties":{"type":{"type":"string","enum":["thesis","expert","picture","table","video","audio","publication","news","other","book","wechat","mixed"],"description":"Search-type name (spec 3, Search-type names)."},"code":{"type":"string","description":"Resource type code sent to the search API, e.g. \"428\" for articles, \"-3\" for publications."},"name":{"type":"string","description":"Tab label in Chinese, e.g. 论文."},"enName":{"type":"string","description":"Tab label in English (extension; falls back to a built-in label)."},"isOpenConfig":{"type":"integer","enum":[0,1],"description":"1 = the type is open (searchable) on this site."}},"default":{"type":"thesis","code":"428","name":"论文","enName":"Articles","isOpenConfig":1}};

function validate212(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="search-config-entry" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "type") || (key0 === "code")) || (key0 === "name")) || (key0 === "enName")) || (key0 === "isOpenConfig"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((((((((((data0 === "thesis") || (data0 === "expert")) || (data0 === "picture")) || (data0 === "table")) || (data0 === "video")) || (data0 === "audio")) || (data0 === "publication")) || (data0 === "news")) || (data0 === "other")) || (data0 === "book")) || (data0 === "wechat")) || (data0 === "mixed"))){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema111.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.enName !== undefined){
if(typeof data.enName !== "string"){
const err6 = {instancePath:instancePath+"/enName",schemaPath:"#/properties/enName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.isOpenConfig !== undefined){
let data4 = data.isOpenConfig;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err7 = {instancePath:instancePath+"/isOpenConfig",schemaPath:"#/properties/isOpenConfig/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data4 === 0) || (data4 === 1))){
const err8 = {instancePath:instancePath+"/isOpenConfig",schemaPath:"#/properties/isOpenConfig/enum",keyword:"enum",params:{allowedValues: schema111.properties.isOpenConfig.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate212.errors = vErrors;
return errors === 0;
}


function validate211(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="search-config-list" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate212(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate212.errors : vErrors.concat(validate212.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate211.errors = vErrors;
return errors === 0;
}


function validate210(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/search-config" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$schema") || (key0 === "schemaVersion")) || (key0 === "items"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(1 !== data1){
const err5 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.items !== undefined){
if(!(validate211(data.items, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate210.errors = vErrors;
return errors === 0;
}

export const validate_doc_search_options = validate215;
const schema112 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/search-options","title":"SearchOptionsDocument","description":"site-configs search-options.json: {schemaVersion, byType} with the search-field options (SearchOption[]) of each resource type. byType merges key by key; each type's list replaces the inherited list.","type":"object","additionalProperties":false,"required":["schemaVersion","byType"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"byType":{"type":"object","description":"Search-field options by resource type (article, publication, picture, table, video, audio, book, expert).","propertyNames":{"enum":["article","publication","picture","table","video","audio","book","expert"]},"additionalProperties":{"type":"array","items":{"$ref":"../search-option"}}}},"default":{"schemaVersion":1,"byType":{"article":[{"field":"all","condition":"全部","enCondition":"All","jumpUrl":""}]}}};
const schema113 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"search-option","title":"SearchOption","description":"A search-field option of the search box for one resource type (/front/site/getSearchOptions; spec 3, Search option).","type":"object","additionalProperties":false,"required":["field"],"properties":{"field":{"type":"string","minLength":1,"description":"Field searched, e.g. all, title, author, keyword, abstract, doi, institution."},"condition":{"type":"string","description":"Label in Chinese, e.g. 题名."},"enCondition":{"type":"string","description":"Label in English, e.g. Title."},"jumpUrl":{"type":"string","description":"Result page the search goes to for this field (empty = the type's default result page)."}},"default":{"field":"all","condition":"全部","enCondition":"All","jumpUrl":""}};

function validate216(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="search-option" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "field") || (key0 === "condition")) || (key0 === "enCondition")) || (key0 === "jumpUrl"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.field !== undefined){
let data0 = data.field;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err2 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.condition !== undefined){
if(typeof data.condition !== "string"){
const err4 = {instancePath:instancePath+"/condition",schemaPath:"#/properties/condition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.enCondition !== undefined){
if(typeof data.enCondition !== "string"){
const err5 = {instancePath:instancePath+"/enCondition",schemaPath:"#/properties/enCondition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.jumpUrl !== undefined){
if(typeof data.jumpUrl !== "string"){
const err6 = {instancePath:instancePath+"/jumpUrl",schemaPath:"#/properties/jumpUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate216.errors = vErrors;
return errors === 0;
}


function validate215(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/search-options" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.byType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "byType"},message:"must have required property '"+"byType"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$schema") || (key0 === "schemaVersion")) || (key0 === "byType"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(1 !== data1){
const err5 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.byType !== undefined){
let data2 = data.byType;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs8 = errors;
if(!((((((((key1 === "article") || (key1 === "publication")) || (key1 === "picture")) || (key1 === "table")) || (key1 === "video")) || (key1 === "audio")) || (key1 === "book")) || (key1 === "expert"))){
const err6 = {instancePath:instancePath+"/byType",schemaPath:"#/properties/byType/propertyNames/enum",keyword:"enum",params:{allowedValues: schema112.properties.byType.propertyNames.enum},message:"must be equal to one of the allowed values",propertyName:key1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid1 = _errs8 === errors;
if(!valid1){
const err7 = {instancePath:instancePath+"/byType",schemaPath:"#/properties/byType/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
for(const key2 in data2){
let data3 = data2[key2];
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate216(data3[i0], {instancePath:instancePath+"/byType/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate216.errors : vErrors.concat(validate216.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/byType/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/byType/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/byType",schemaPath:"#/properties/byType/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate215.errors = vErrors;
return errors === 0;
}

export const validate_doc_site = validate218;
const schema114 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/site","title":"SiteDocument","description":"site-configs site.json: a Site (site) plus schemaVersion. Properties are those of the site schema.","type":"object","additionalProperties":false,"required":["schemaVersion","siteId","sld"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"id":{"$ref":"../site#/properties/id"},"siteId":{"$ref":"../site#/properties/siteId"},"sld":{"$ref":"../site#/properties/sld"},"status":{"$ref":"../site#/properties/status"},"magId":{"$ref":"../site#/properties/magId"},"domain":{"$ref":"../site#/properties/domain"},"groupSite":{"$ref":"../site#/properties/groupSite"},"groupType":{"$ref":"../site#/properties/groupType"},"memberSiteIds":{"$ref":"../site#/properties/memberSiteIds"},"topicId":{"$ref":"../site#/properties/topicId"},"grayType":{"$ref":"../site#/properties/grayType"},"umtFlag":{"$ref":"../site#/properties/umtFlag"},"templateId":{"$ref":"../site#/properties/templateId"},"colour":{"$ref":"../site#/properties/colour"},"colour1":{"$ref":"../site#/properties/colour1"},"colour2":{"$ref":"../site#/properties/colour2"},"colour3":{"$ref":"../site#/properties/colour3"},"logo":{"$ref":"../site#/properties/logo"},"logo1":{"$ref":"../site#/properties/logo1"},"pictureUrl":{"$ref":"../site#/properties/pictureUrl"},"keywords":{"$ref":"../site#/properties/keywords"},"name":{"$ref":"../site#/properties/name"},"enName":{"$ref":"../site#/properties/enName"},"publicationName":{"$ref":"../site#/properties/publicationName"},"enPublicationName":{"$ref":"../site#/properties/enPublicationName"},"type":{"$ref":"../site#/properties/type"},"defaultLanguage":{"$ref":"../site#/properties/defaultLanguage"},"languages":{"$ref":"../site#/properties/languages"},"visitPower":{"$ref":"../site#/properties/visitPower"},"downloadPower":{"$ref":"../site#/properties/downloadPower"}},"default":{"schemaVersion":1,"id":1,"siteId":1,"sld":"all","status":0,"magId":0,"domain":"","groupSite":0,"groupType":0,"memberSiteIds":[],"topicId":0,"grayType":0,"umtFlag":0,"templateId":1,"colour":1,"colour1":"","colour2":"","colour3":"","logo":"/rc-pub/front/files/get?id=defaults.logo.svg","logo1":"","pictureUrl":"","keywords":"","name":"学术期刊门户","enName":"Journal Portal","publicationName":"","enPublicationName":"","type":"all","defaultLanguage":"zh","languages":["zh","en"],"visitPower":true,"downloadPower":true}};
const schema116 = {"type":"integer","description":"Site id (same value as siteId; both names occur in API payloads)."};

function validate220(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate220.errors = vErrors;
return errors === 0;
}

const schema117 = {"type":"integer","description":"Site id. Demo sites: all=1, cmg=2, emf=3, closed=4, jnem=502, amr=735."};

function validate222(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate222.errors = vErrors;
return errors === 0;
}

const schema118 = {"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9_-]*$","description":"Site short label (second-level domain), used in /{sld}/{lang?}/... routes and file ids."};
const pattern7 = new RegExp("^[A-Za-z0-9][A-Za-z0-9_-]*$", "u");

function validate224(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern7.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate224.errors = vErrors;
return errors === 0;
}

const schema119 = {"type":"integer","description":"Site status: 0 normal; 10001 closed (visitors go to /forbiddenPage, which shows the expiry notice); 10002 under maintenance (/errorPage with the maintenance notice, HTTP 503); any other value sends visitors to /errorPage."};

function validate226(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate226.errors = vErrors;
return errors === 0;
}

const schema120 = {"type":"integer","description":"Journal (magazine) id of a single-journal site; 0 when the site has no journal of its own."};

function validate228(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate228.errors = vErrors;
return errors === 0;
}

const schema121 = {"type":"string","description":"Host name the site answers on; when empty the sld is used."};

function validate230(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate230.errors = vErrors;
return errors === 0;
}

const schema122 = {"type":"integer","enum":[0,1],"description":"1 = this site is a journal group (lists memberSiteIds); 0 = not a group."};

function validate232(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 0) || (data === 1))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema122.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate232.errors = vErrors;
return errors === 0;
}

const schema123 = {"type":"integer","description":"Group kind; groupType 1 changes how banner links route (links go to the member journal)."};

function validate234(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate234.errors = vErrors;
return errors === 0;
}

const schema124 = {"type":"array","items":{"type":"integer"},"uniqueItems":true,"description":"Group sites only: ids of the member sites. Members inherit the group's config layer (defaults -> group -> site)."};

function validate236(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let i1 = data.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data[i1];
if(!((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err1 = {instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate236.errors = vErrors;
return errors === 0;
}

const schema125 = {"type":"integer","description":"Topic id used for the editorial-board expert list."};

function validate238(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate238.errors = vErrors;
return errors === 0;
}

const schema126 = {"type":"integer","description":"Grayscale display: 0 none; 1 the index area only; any other non-zero value the whole page."};

function validate240(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate240.errors = vErrors;
return errors === 0;
}

const schema127 = {"type":"integer","enum":[0,1],"description":"1 = third-party (UMT) single sign-on is enabled for this site."};

function validate242(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === 0) || (data === 1))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema127.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate242.errors = vErrors;
return errors === 0;
}

const schema128 = {"type":"integer","description":"Id of the page template the site was created from."};

function validate244(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate244.errors = vErrors;
return errors === 0;
}

const schema129 = {"type":"integer","minimum":0,"maximum":11,"description":"Colour theme: 1-11 = one of the eleven preset themes; 0 = custom colours colour1/colour2/colour3."};

function validate246(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data == "number"){
if(data > 11 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 11},message:"must be <= 11"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 0 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate246.errors = vErrors;
return errors === 0;
}

const schema130 = {"type":"string","pattern":"^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$","description":"Custom theme (colour 0): primary colour, e.g. #1f5fa8."};
const pattern8 = new RegExp("^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$", "u");

function validate248(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern8.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$"},message:"must match pattern \""+"^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate248.errors = vErrors;
return errors === 0;
}

const schema131 = {"type":"string","pattern":"^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$","description":"Custom theme (colour 0): hover / secondary colour."};

function validate250(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern8.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$"},message:"must match pattern \""+"^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate250.errors = vErrors;
return errors === 0;
}

const schema132 = {"type":"string","pattern":"^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$","description":"Custom theme (colour 0): bottom-line / accent colour."};

function validate252(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern8.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$"},message:"must match pattern \""+"^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate252.errors = vErrors;
return errors === 0;
}

const schema133 = {"type":"string","description":"Site logo URL (e.g. /rc-pub/front/files/get?id=<sld>.logo.svg)."};

function validate254(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate254.errors = vErrors;
return errors === 0;
}

const schema134 = {"type":"string","description":"Secondary (English or inverted) logo URL."};

function validate256(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate256.errors = vErrors;
return errors === 0;
}

const schema135 = {"type":"string","description":"Cover picture URL of the site (journal cover)."};

function validate258(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate258.errors = vErrors;
return errors === 0;
}

const schema136 = {"type":"string","description":"Keywords for the page <meta name=\"keywords\">, comma separated."};

function validate260(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate260.errors = vErrors;
return errors === 0;
}

const schema137 = {"type":"string","description":"Site name in Chinese (may be empty for English-only sites)."};

function validate262(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate262.errors = vErrors;
return errors === 0;
}

const schema138 = {"type":"string","description":"Site name in English."};

function validate264(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate264.errors = vErrors;
return errors === 0;
}

const schema139 = {"type":"string","description":"Journal (publication) name in Chinese."};

function validate266(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate266.errors = vErrors;
return errors === 0;
}

const schema140 = {"type":"string","description":"Journal (publication) name in English."};

function validate268(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate268.errors = vErrors;
return errors === 0;
}

const schema141 = {"type":"string","enum":["group","single","all"],"description":"Site kind: group = journal group, single = one journal, all = the aggregate site."};

function validate270(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "group") || (data === "single")) || (data === "all"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema141.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate270.errors = vErrors;
return errors === 0;
}

const schema142 = {"type":"string","enum":["zh","en"],"description":"Interface language used when neither the URL nor the language cookie names one."};

function validate272(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === "zh") || (data === "en"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema142.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate272.errors = vErrors;
return errors === 0;
}

const schema143 = {"type":"array","items":{"type":"string","enum":["zh","en"]},"minItems":1,"uniqueItems":true,"description":"Interface languages the site offers; an English-only journal lists [\"en\"]."};

function validate274(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length < 1){
const err0 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "zh") || (data0 === "en"))){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/enum",keyword:"enum",params:{allowedValues: schema143.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
let i1 = data.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err3 = {instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate274.errors = vErrors;
return errors === 0;
}

const schema144 = {"type":"boolean","description":"Visitors may view content (site check); default true."};

function validate276(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate276.errors = vErrors;
return errors === 0;
}

const schema145 = {"type":"boolean","description":"Members may download full text (site check); default true."};

function validate278(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate278.errors = vErrors;
return errors === 0;
}


function validate218(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/site" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.siteId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "siteId"},message:"must have required property '"+"siteId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sld === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sld"},message:"must have required property '"+"sld"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema114.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err4 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(1 !== data1){
const err6 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.id !== undefined){
if(!(validate220(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
}
if(data.siteId !== undefined){
if(!(validate222(data.siteId, {instancePath:instancePath+"/siteId",parentData:data,parentDataProperty:"siteId",rootData}))){
vErrors = vErrors === null ? validate222.errors : vErrors.concat(validate222.errors);
errors = vErrors.length;
}
}
if(data.sld !== undefined){
if(!(validate224(data.sld, {instancePath:instancePath+"/sld",parentData:data,parentDataProperty:"sld",rootData}))){
vErrors = vErrors === null ? validate224.errors : vErrors.concat(validate224.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
if(!(validate226(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate226.errors : vErrors.concat(validate226.errors);
errors = vErrors.length;
}
}
if(data.magId !== undefined){
if(!(validate228(data.magId, {instancePath:instancePath+"/magId",parentData:data,parentDataProperty:"magId",rootData}))){
vErrors = vErrors === null ? validate228.errors : vErrors.concat(validate228.errors);
errors = vErrors.length;
}
}
if(data.domain !== undefined){
if(!(validate230(data.domain, {instancePath:instancePath+"/domain",parentData:data,parentDataProperty:"domain",rootData}))){
vErrors = vErrors === null ? validate230.errors : vErrors.concat(validate230.errors);
errors = vErrors.length;
}
}
if(data.groupSite !== undefined){
if(!(validate232(data.groupSite, {instancePath:instancePath+"/groupSite",parentData:data,parentDataProperty:"groupSite",rootData}))){
vErrors = vErrors === null ? validate232.errors : vErrors.concat(validate232.errors);
errors = vErrors.length;
}
}
if(data.groupType !== undefined){
if(!(validate234(data.groupType, {instancePath:instancePath+"/groupType",parentData:data,parentDataProperty:"groupType",rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
}
if(data.memberSiteIds !== undefined){
if(!(validate236(data.memberSiteIds, {instancePath:instancePath+"/memberSiteIds",parentData:data,parentDataProperty:"memberSiteIds",rootData}))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
errors = vErrors.length;
}
}
if(data.topicId !== undefined){
if(!(validate238(data.topicId, {instancePath:instancePath+"/topicId",parentData:data,parentDataProperty:"topicId",rootData}))){
vErrors = vErrors === null ? validate238.errors : vErrors.concat(validate238.errors);
errors = vErrors.length;
}
}
if(data.grayType !== undefined){
if(!(validate240(data.grayType, {instancePath:instancePath+"/grayType",parentData:data,parentDataProperty:"grayType",rootData}))){
vErrors = vErrors === null ? validate240.errors : vErrors.concat(validate240.errors);
errors = vErrors.length;
}
}
if(data.umtFlag !== undefined){
if(!(validate242(data.umtFlag, {instancePath:instancePath+"/umtFlag",parentData:data,parentDataProperty:"umtFlag",rootData}))){
vErrors = vErrors === null ? validate242.errors : vErrors.concat(validate242.errors);
errors = vErrors.length;
}
}
if(data.templateId !== undefined){
if(!(validate244(data.templateId, {instancePath:instancePath+"/templateId",parentData:data,parentDataProperty:"templateId",rootData}))){
vErrors = vErrors === null ? validate244.errors : vErrors.concat(validate244.errors);
errors = vErrors.length;
}
}
if(data.colour !== undefined){
if(!(validate246(data.colour, {instancePath:instancePath+"/colour",parentData:data,parentDataProperty:"colour",rootData}))){
vErrors = vErrors === null ? validate246.errors : vErrors.concat(validate246.errors);
errors = vErrors.length;
}
}
if(data.colour1 !== undefined){
if(!(validate248(data.colour1, {instancePath:instancePath+"/colour1",parentData:data,parentDataProperty:"colour1",rootData}))){
vErrors = vErrors === null ? validate248.errors : vErrors.concat(validate248.errors);
errors = vErrors.length;
}
}
if(data.colour2 !== undefined){
if(!(validate250(data.colour2, {instancePath:instancePath+"/colour2",parentData:data,parentDataProperty:"colour2",rootData}))){
vErrors = vErrors === null ? validate250.errors : vErrors.concat(validate250.errors);
errors = vErrors.length;
}
}
if(data.colour3 !== undefined){
if(!(validate252(data.colour3, {instancePath:instancePath+"/colour3",parentData:data,parentDataProperty:"colour3",rootData}))){
vErrors = vErrors === null ? validate252.errors : vErrors.concat(validate252.errors);
errors = vErrors.length;
}
}
if(data.logo !== undefined){
if(!(validate254(data.logo, {instancePath:instancePath+"/logo",parentData:data,parentDataProperty:"logo",rootData}))){
vErrors = vErrors === null ? validate254.errors : vErrors.concat(validate254.errors);
errors = vErrors.length;
}
}
if(data.logo1 !== undefined){
if(!(validate256(data.logo1, {instancePath:instancePath+"/logo1",parentData:data,parentDataProperty:"logo1",rootData}))){
vErrors = vErrors === null ? validate256.errors : vErrors.concat(validate256.errors);
errors = vErrors.length;
}
}
if(data.pictureUrl !== undefined){
if(!(validate258(data.pictureUrl, {instancePath:instancePath+"/pictureUrl",parentData:data,parentDataProperty:"pictureUrl",rootData}))){
vErrors = vErrors === null ? validate258.errors : vErrors.concat(validate258.errors);
errors = vErrors.length;
}
}
if(data.keywords !== undefined){
if(!(validate260(data.keywords, {instancePath:instancePath+"/keywords",parentData:data,parentDataProperty:"keywords",rootData}))){
vErrors = vErrors === null ? validate260.errors : vErrors.concat(validate260.errors);
errors = vErrors.length;
}
}
if(data.name !== undefined){
if(!(validate262(data.name, {instancePath:instancePath+"/name",parentData:data,parentDataProperty:"name",rootData}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
}
if(data.enName !== undefined){
if(!(validate264(data.enName, {instancePath:instancePath+"/enName",parentData:data,parentDataProperty:"enName",rootData}))){
vErrors = vErrors === null ? validate264.errors : vErrors.concat(validate264.errors);
errors = vErrors.length;
}
}
if(data.publicationName !== undefined){
if(!(validate266(data.publicationName, {instancePath:instancePath+"/publicationName",parentData:data,parentDataProperty:"publicationName",rootData}))){
vErrors = vErrors === null ? validate266.errors : vErrors.concat(validate266.errors);
errors = vErrors.length;
}
}
if(data.enPublicationName !== undefined){
if(!(validate268(data.enPublicationName, {instancePath:instancePath+"/enPublicationName",parentData:data,parentDataProperty:"enPublicationName",rootData}))){
vErrors = vErrors === null ? validate268.errors : vErrors.concat(validate268.errors);
errors = vErrors.length;
}
}
if(data.type !== undefined){
if(!(validate270(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate270.errors : vErrors.concat(validate270.errors);
errors = vErrors.length;
}
}
if(data.defaultLanguage !== undefined){
if(!(validate272(data.defaultLanguage, {instancePath:instancePath+"/defaultLanguage",parentData:data,parentDataProperty:"defaultLanguage",rootData}))){
vErrors = vErrors === null ? validate272.errors : vErrors.concat(validate272.errors);
errors = vErrors.length;
}
}
if(data.languages !== undefined){
if(!(validate274(data.languages, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? validate274.errors : vErrors.concat(validate274.errors);
errors = vErrors.length;
}
}
if(data.visitPower !== undefined){
if(!(validate276(data.visitPower, {instancePath:instancePath+"/visitPower",parentData:data,parentDataProperty:"visitPower",rootData}))){
vErrors = vErrors === null ? validate276.errors : vErrors.concat(validate276.errors);
errors = vErrors.length;
}
}
if(data.downloadPower !== undefined){
if(!(validate278(data.downloadPower, {instancePath:instancePath+"/downloadPower",parentData:data,parentDataProperty:"downloadPower",rootData}))){
vErrors = vErrors === null ? validate278.errors : vErrors.concat(validate278.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate218.errors = vErrors;
return errors === 0;
}

export const validate_doc_tools = validate280;
const schema146 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"doc/tools","title":"ToolListDocument","description":"site-configs tools.json: {schemaVersion, items} where items is a ToolList (tool-list). Arrays replace inherited arrays as a whole.","type":"object","additionalProperties":false,"required":["schemaVersion","items"],"properties":{"$schema":{"type":"string","description":"Optional reference to the JSON Schema of this document, for editors."},"schemaVersion":{"type":"integer","const":1,"description":"Document format version; must be 1."},"items":{"$ref":"../tool-list"}},"default":{"schemaVersion":1,"items":[]}};
const schema147 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"tool-list","title":"ToolList","description":"The tools list of a site (/front/site/getToolsList).","type":"array","items":{"$ref":"tool-entry"},"default":[]};
const schema148 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"tool-entry","title":"ToolEntry","description":"An entry of the site's tools list (spec 3, Tool entry): floating-toolbar buttons such as share, RSS, e-mail subscription, or links to external platforms.","type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"type":"integer","description":"Tool id."},"indexId":{"type":"integer","description":"Sort index; lower comes first."},"resName":{"type":"string","description":"Tool name (Chinese, or the only name)."},"enResName":{"type":"string","description":"Tool name in English (extension; falls back to resName)."},"cover":{"type":"string","description":"Icon URL."},"coverId":{"type":"string","description":"File id of the icon."},"linkValue2":{"type":"string","description":"Link target (used with linkType2)."},"linkType2":{"type":"string","description":"Kind of link in linkValue2, e.g. \"url\" or \"route\"."},"bouncePictureUrl":{"type":"string","description":"Image shown in the pop-up of a \"pop\" tool, e.g. a QR code."},"url":{"type":"string","description":"External address of a \"platform\" or \"external\" tool."},"type":{"type":"string","enum":["pop","share","platform","external"],"description":"pop = shows bouncePictureUrl in a pop-up; share = share with QR code; platform = built-in function (platformType); external = opens url."},"platformType":{"type":"string","enum":["rss","email","share","folderAdd"],"description":"Built-in function of a platform tool: rss (/rssList), email (/emailSubscribe), share, folderAdd (reference basket)."},"description":{"type":"string","description":"Tooltip text."},"pictureUrl":{"type":"string","description":"Picture URL (alternative icon)."}},"default":{"id":0,"indexId":0,"resName":"","enResName":"","cover":"","coverId":"","linkValue2":"","linkType2":"","bouncePictureUrl":"","url":"","type":"platform","platformType":"share","description":"","pictureUrl":""}};

function validate282(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="tool-entry" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema148.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.indexId !== undefined){
let data1 = data.indexId;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/indexId",schemaPath:"#/properties/indexId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.resName !== undefined){
if(typeof data.resName !== "string"){
const err4 = {instancePath:instancePath+"/resName",schemaPath:"#/properties/resName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.enResName !== undefined){
if(typeof data.enResName !== "string"){
const err5 = {instancePath:instancePath+"/enResName",schemaPath:"#/properties/enResName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cover !== undefined){
if(typeof data.cover !== "string"){
const err6 = {instancePath:instancePath+"/cover",schemaPath:"#/properties/cover/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.coverId !== undefined){
if(typeof data.coverId !== "string"){
const err7 = {instancePath:instancePath+"/coverId",schemaPath:"#/properties/coverId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.linkValue2 !== undefined){
if(typeof data.linkValue2 !== "string"){
const err8 = {instancePath:instancePath+"/linkValue2",schemaPath:"#/properties/linkValue2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.linkType2 !== undefined){
if(typeof data.linkType2 !== "string"){
const err9 = {instancePath:instancePath+"/linkType2",schemaPath:"#/properties/linkType2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.bouncePictureUrl !== undefined){
if(typeof data.bouncePictureUrl !== "string"){
const err10 = {instancePath:instancePath+"/bouncePictureUrl",schemaPath:"#/properties/bouncePictureUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err11 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.type !== undefined){
let data10 = data.type;
if(typeof data10 !== "string"){
const err12 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((data10 === "pop") || (data10 === "share")) || (data10 === "platform")) || (data10 === "external"))){
const err13 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema148.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.platformType !== undefined){
let data11 = data.platformType;
if(typeof data11 !== "string"){
const err14 = {instancePath:instancePath+"/platformType",schemaPath:"#/properties/platformType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((((data11 === "rss") || (data11 === "email")) || (data11 === "share")) || (data11 === "folderAdd"))){
const err15 = {instancePath:instancePath+"/platformType",schemaPath:"#/properties/platformType/enum",keyword:"enum",params:{allowedValues: schema148.properties.platformType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err16 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.pictureUrl !== undefined){
if(typeof data.pictureUrl !== "string"){
const err17 = {instancePath:instancePath+"/pictureUrl",schemaPath:"#/properties/pictureUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate282.errors = vErrors;
return errors === 0;
}


function validate281(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="tool-list" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate282(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate282.errors : vErrors.concat(validate282.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate281.errors = vErrors;
return errors === 0;
}


function validate280(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="doc/tools" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$schema") || (key0 === "schemaVersion")) || (key0 === "items"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data1 = data.schemaVersion;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(1 !== data1){
const err5 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.items !== undefined){
if(!(validate281(data.items, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){
vErrors = vErrors === null ? validate281.errors : vErrors.concat(validate281.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate280.errors = vErrors;
return errors === 0;
}

export const validate_envelope = validate285;
const schema149 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"envelope","title":"Envelope","description":"Every /rc-pub API response: {status, data, message}; status 0 = success.","type":"object","additionalProperties":false,"required":["status","data","message"],"properties":{"status":{"type":"integer","description":"0 = success; 400 bad parameter; 401 logged out; 10404 site not found; 10001 site closed; 500 server error."},"data":{"description":"The payload; null on error."},"message":{"type":"string","description":"Human-readable message; names the parameter on 400."}},"default":{"status":0,"data":null,"message":""}};

function validate285(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="envelope" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "status") || (key0 === "data")) || (key0 === "message"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.status !== undefined){
let data0 = data.status;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err4 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err5 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate285.errors = vErrors;
return errors === 0;
}

export const validate_footer_config = validate71;
const schema37 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"footer-config","title":"FooterConfig","description":"Footer configuration (spec 3, Footer config; spec 2.4): left logo, centre contact and legal lines, right QR image, optional visit counter. Empty, 'null' or 'undefined' strings count as absent.","type":"object","additionalProperties":false,"properties":{"showLogo":{"type":"integer","enum":[0,1],"description":"1 = show the logo on the left of the footer."},"qrUrl":{"type":"string","description":"URL of the QR image on the right (shown 100x100)."},"qrMessage":{"type":"string","description":"Caption under the QR image, e.g. 扫码关注微信公众号."},"configData":{"title":"FooterConfigData","type":"object","additionalProperties":false,"description":"Extra footer data.","properties":{"cssContent":{"type":"string","description":"CSS injected into the page as a <style> element."}}},"backgroundColor":{"type":"string","description":"Footer background colour; #ebebeb selects the light footer, anything else the dark one."},"postcode":{"type":"string","description":"Postal code of the editorial office."},"phone":{"type":"string","description":"Telephone number of the editorial office."},"email":{"type":"string","description":"E-mail address of the editorial office."},"fax":{"type":"string","description":"Fax number."},"chLogo":{"type":"string","description":"Footer logo URL (Chinese interface)."},"enLogo":{"type":"string","description":"Footer logo URL (English interface)."},"chLogoName":{"type":"string","description":"Alternative text of the Chinese footer logo."},"enLogoName":{"type":"string","description":"Alternative text of the English footer logo."},"linkAddress":{"type":"string","description":"Link of the ICP filing number (usually https://beian.miit.gov.cn/)."},"icp":{"type":"string","description":"ICP filing number, e.g. 京ICP备12345678号-1."},"picp":{"type":"string","description":"Public-security filing number, e.g. 京公网安备 11010802012345号."},"picpLink":{"type":"string","description":"Link of the public-security filing number."},"address":{"type":"string","description":"Postal address (Chinese)."},"enAddress":{"type":"string","description":"Postal address (English)."},"copyright":{"type":"string","description":"Copyright line (Chinese)."},"enCopyright":{"type":"string","description":"Copyright line (English)."},"showVisits":{"type":"integer","enum":[0,1],"description":"1 = show the visit counter (sumVisits / todayVisits)."},"sumVisits":{"type":"integer","minimum":0,"description":"Total visits (filled in by the server)."},"todayVisits":{"type":"integer","minimum":0,"description":"Visits today (filled in by the server)."},"toolbarStyle":{"type":"integer","enum":[1,2],"description":"Style of the floating toolbar and back-to-top button: 1 or 2."}},"default":{"showLogo":1,"qrUrl":"/rc-pub/front/files/get?id=defaults.qr.svg","qrMessage":"扫码关注","configData":{"cssContent":""},"backgroundColor":"#ebebeb","postcode":"","phone":"","email":"","fax":"","chLogo":"/rc-pub/front/files/get?id=defaults.logo.svg","enLogo":"/rc-pub/front/files/get?id=defaults.logo-en.svg","chLogoName":"","enLogoName":"","linkAddress":"https://beian.miit.gov.cn/","icp":"","picp":"","picpLink":"","address":"","enAddress":"","copyright":"","enCopyright":"","showVisits":0,"sumVisits":0,"todayVisits":0,"toolbarStyle":1}};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="footer-config" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema37.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.showLogo !== undefined){
let data0 = data.showLogo;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/showLogo",schemaPath:"#/properties/showLogo/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === 0) || (data0 === 1))){
const err2 = {instancePath:instancePath+"/showLogo",schemaPath:"#/properties/showLogo/enum",keyword:"enum",params:{allowedValues: schema37.properties.showLogo.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.qrUrl !== undefined){
if(typeof data.qrUrl !== "string"){
const err3 = {instancePath:instancePath+"/qrUrl",schemaPath:"#/properties/qrUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.qrMessage !== undefined){
if(typeof data.qrMessage !== "string"){
const err4 = {instancePath:instancePath+"/qrMessage",schemaPath:"#/properties/qrMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.configData !== undefined){
let data3 = data.configData;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
if(!(key1 === "cssContent")){
const err5 = {instancePath:instancePath+"/configData",schemaPath:"#/properties/configData/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data3.cssContent !== undefined){
if(typeof data3.cssContent !== "string"){
const err6 = {instancePath:instancePath+"/configData/cssContent",schemaPath:"#/properties/configData/properties/cssContent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/configData",schemaPath:"#/properties/configData/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.backgroundColor !== undefined){
if(typeof data.backgroundColor !== "string"){
const err8 = {instancePath:instancePath+"/backgroundColor",schemaPath:"#/properties/backgroundColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.postcode !== undefined){
if(typeof data.postcode !== "string"){
const err9 = {instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.phone !== undefined){
if(typeof data.phone !== "string"){
const err10 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.email !== undefined){
if(typeof data.email !== "string"){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.fax !== undefined){
if(typeof data.fax !== "string"){
const err12 = {instancePath:instancePath+"/fax",schemaPath:"#/properties/fax/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.chLogo !== undefined){
if(typeof data.chLogo !== "string"){
const err13 = {instancePath:instancePath+"/chLogo",schemaPath:"#/properties/chLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.enLogo !== undefined){
if(typeof data.enLogo !== "string"){
const err14 = {instancePath:instancePath+"/enLogo",schemaPath:"#/properties/enLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.chLogoName !== undefined){
if(typeof data.chLogoName !== "string"){
const err15 = {instancePath:instancePath+"/chLogoName",schemaPath:"#/properties/chLogoName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.enLogoName !== undefined){
if(typeof data.enLogoName !== "string"){
const err16 = {instancePath:instancePath+"/enLogoName",schemaPath:"#/properties/enLogoName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.linkAddress !== undefined){
if(typeof data.linkAddress !== "string"){
const err17 = {instancePath:instancePath+"/linkAddress",schemaPath:"#/properties/linkAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.icp !== undefined){
if(typeof data.icp !== "string"){
const err18 = {instancePath:instancePath+"/icp",schemaPath:"#/properties/icp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.picp !== undefined){
if(typeof data.picp !== "string"){
const err19 = {instancePath:instancePath+"/picp",schemaPath:"#/properties/picp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.picpLink !== undefined){
if(typeof data.picpLink !== "string"){
const err20 = {instancePath:instancePath+"/picpLink",schemaPath:"#/properties/picpLink/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.address !== undefined){
if(typeof data.address !== "string"){
const err21 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.enAddress !== undefined){
if(typeof data.enAddress !== "string"){
const err22 = {instancePath:instancePath+"/enAddress",schemaPath:"#/properties/enAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.copyright !== undefined){
if(typeof data.copyright !== "string"){
const err23 = {instancePath:instancePath+"/copyright",schemaPath:"#/properties/copyright/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.enCopyright !== undefined){
if(typeof data.enCopyright !== "string"){
const err24 = {instancePath:instancePath+"/enCopyright",schemaPath:"#/properties/enCopyright/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.showVisits !== undefined){
let data22 = data.showVisits;
if(!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))){
const err25 = {instancePath:instancePath+"/showVisits",schemaPath:"#/properties/showVisits/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((data22 === 0) || (data22 === 1))){
const err26 = {instancePath:instancePath+"/showVisits",schemaPath:"#/properties/showVisits/enum",keyword:"enum",params:{allowedValues: schema37.properties.showVisits.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.sumVisits !== undefined){
let data23 = data.sumVisits;
if(!((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23)))){
const err27 = {instancePath:instancePath+"/sumVisits",schemaPath:"#/properties/sumVisits/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data23 == "number"){
if(data23 < 0 || isNaN(data23)){
const err28 = {instancePath:instancePath+"/sumVisits",schemaPath:"#/properties/sumVisits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.todayVisits !== undefined){
let data24 = data.todayVisits;
if(!((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24)))){
const err29 = {instancePath:instancePath+"/todayVisits",schemaPath:"#/properties/todayVisits/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data24 == "number"){
if(data24 < 0 || isNaN(data24)){
const err30 = {instancePath:instancePath+"/todayVisits",schemaPath:"#/properties/todayVisits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.toolbarStyle !== undefined){
let data25 = data.toolbarStyle;
if(!((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25)))){
const err31 = {instancePath:instancePath+"/toolbarStyle",schemaPath:"#/properties/toolbarStyle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((data25 === 1) || (data25 === 2))){
const err32 = {instancePath:instancePath+"/toolbarStyle",schemaPath:"#/properties/toolbarStyle/enum",keyword:"enum",params:{allowedValues: schema37.properties.toolbarStyle.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}

export const validate_functional_control = validate124;

export const validate_functional_control_list = validate123;

export const validate_header_config = validate128;
const schema67 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"header-config","title":"HeaderConfig","description":"Header configuration of a site (spec 3, Header configuration; spec 2.4): header variant, menu behaviour, logos, greeting, search box, language switch and custom buttons.","type":"object","additionalProperties":false,"properties":{"navStyle":{"type":"integer","minimum":1,"maximum":13,"description":"Header variant 1-13 (3 is the mobile-like layout; 6, 7, 8 have special layouts; 9 shows 6 main-bar items; 12 shows only the first 5 top-level items)."},"navDistribution":{"type":"integer","enum":[0,1],"description":"Menu distribution: 0 = items spread evenly over the bar; 1 = items beyond the width limit overflow into \"More\" (更多)."},"ceiling":{"type":"integer","enum":[0,1],"description":"Legacy name of isCeiling: 1 = header fixed at the top."},"isCeiling":{"type":"integer","enum":[0,1],"description":"1 = header always fixed at the top of the window; 0 = becomes fixed only after scrolling past it (never on article pages)."},"showLogin":{"type":"integer","enum":[0,1],"description":"1 = show login and register in the header."},"groupEntrance":{"type":"integer","enum":[0,1],"description":"1 = show the group / publication entrance button (single sites link to their group)."},"searchBox":{"type":"integer","enum":[0,1],"description":"1 = show the search box in the header."},"advSearch":{"type":"integer","enum":[0,1],"description":"1 = show the advanced-search icon next to the search box."},"resourceSearch":{"type":"integer","enum":[0,1],"description":"1 = search box offers the resource-type selector (shown only when more than one type is configured)."},"resourceType":{"type":"string","description":"Resource types offered by the search box, separated by ; or , — resource type ids (428 article, 25 picture, 29 video, 28 audio, -2 news, 0 other, -3 publication) or search-type names."},"switchLanguage":{"type":"integer","enum":[0,1],"description":"1 = show the language toggle (中文 / English)."},"defaultLanguage":{"type":"string","enum":["zh","en"],"description":"Language used when the URL carries none; overrides the locale for the request language header."},"greeting":{"type":"string","description":"Greeting line shown in the header (Chinese)."},"enGreeting":{"type":"string","description":"Greeting line shown in the header (English)."},"greetingConfig":{"title":"GreetingConfig","type":"object","additionalProperties":false,"description":"Greeting switch and text (newer form of greeting).","properties":{"hasGreeting":{"type":["boolean","integer"],"enum":[false,true,0,1],"description":"Show the greeting. true/1 = yes, false/0 = no."},"greeting":{"type":"string","description":"Greeting text."}}},"backgroundCoverId":{"type":"string","description":"File id of the header background image."},"backgroundUrl":{"type":"string","description":"URL of the header background image."},"pcLogo":{"type":"string","description":"File id of the desktop logo (Chinese interface)."},"pcLogoUrl":{"type":"string","description":"URL of the desktop logo (Chinese interface)."},"mobileLogo":{"type":"string","description":"File id of the mobile logo (Chinese interface)."},"mobileLogoUrl":{"type":"string","description":"URL of the mobile logo (Chinese interface)."},"enPcLogo":{"type":"string","description":"File id of the desktop logo (English interface)."},"enPcLogoUrl":{"type":"string","description":"URL of the desktop logo (English interface)."},"enMobileLogo":{"type":"string","description":"File id of the mobile logo (English interface)."},"enMobileLogoUrl":{"type":"string","description":"URL of the mobile logo (English interface)."},"logo":{"title":"HeaderLogo","type":"object","additionalProperties":false,"description":"Logo switch and image (newer form of pcLogo).","properties":{"hasLogo":{"type":["boolean","integer"],"enum":[false,true,0,1],"description":"Show the logo; clicking it goes home. true/1 = yes, false/0 = no."},"logoUrl":{"type":"string","description":"Logo image URL."}}},"navBg":{"title":"NavBg","type":"object","additionalProperties":false,"description":"Navigation bar background image.","properties":{"hasNavBg":{"type":["boolean","integer"],"enum":[false,true,0,1],"description":"Use a background image for the navigation bar. true/1 = yes, false/0 = no."},"navBgUrl":{"type":"string","description":"Background image URL."}}},"searchConfigs":{"title":"HeaderSearchConfigs","type":"object","additionalProperties":false,"description":"Search box settings.","properties":{"isShow":{"type":["boolean","integer"],"enum":[false,true,0,1],"description":"Show the search box. true/1 = yes, false/0 = no."},"isShowSeniorSearch":{"type":["boolean","integer"],"enum":[false,true,0,1],"description":"Show the advanced-search (高级检索) link. true/1 = yes, false/0 = no."},"isShowSearchOptions":{"type":["boolean","integer"],"enum":[false,true,0,1],"description":"Show the search-field selector (hidden anyway for news and other types). true/1 = yes, false/0 = no."},"resourceTypes":{"type":"array","items":{"type":"integer"},"uniqueItems":true,"description":"Resource type ids offered by the search box, in order (428 article, 25 picture, 29 video, 28 audio, -2 news, 0 other, -3 publication); when empty, resourceType is used."}}},"browserIcon":{"type":"string","description":"Favicon URL."},"configData":{"title":"HeaderConfigData","type":"object","additionalProperties":false,"description":"Extra header data: injected CSS, custom buttons and the legacy author-portal link.","properties":{"authorPortalUrl":{"type":"string","pattern":"^(https?://|/)[^\\s<>\"]*$","description":"Address of the legacy author portal (an http(s) URL or a site path). The header shows its button only on site 735 (spec 2.4); an external address opens in a new tab."},"cssContent":{"type":"string","description":"CSS injected into the page as a <style> element."},"customButtonList":{"type":"array","items":{"$ref":"custom-button"},"description":"Custom buttons; only enabled ones (customButtonStatus 1) are shown, cut to the first 3."}}}},"default":{"navStyle":1,"navDistribution":1,"ceiling":0,"isCeiling":0,"showLogin":1,"groupEntrance":0,"searchBox":1,"advSearch":1,"resourceSearch":1,"resourceType":"428;25;29;28;-2;0;-3","switchLanguage":1,"defaultLanguage":"zh","greeting":"","enGreeting":"","greetingConfig":{"hasGreeting":false,"greeting":""},"backgroundCoverId":"","backgroundUrl":"","pcLogo":"defaults.logo.svg","pcLogoUrl":"/rc-pub/front/files/get?id=defaults.logo.svg","mobileLogo":"defaults.logo.svg","mobileLogoUrl":"/rc-pub/front/files/get?id=defaults.logo.svg","enPcLogo":"defaults.logo-en.svg","enPcLogoUrl":"/rc-pub/front/files/get?id=defaults.logo-en.svg","enMobileLogo":"defaults.logo-en.svg","enMobileLogoUrl":"/rc-pub/front/files/get?id=defaults.logo-en.svg","logo":{"hasLogo":true,"logoUrl":"/rc-pub/front/files/get?id=defaults.logo.svg"},"navBg":{"hasNavBg":false,"navBgUrl":""},"searchConfigs":{"isShow":true,"isShowSeniorSearch":true,"isShowSearchOptions":true,"resourceTypes":[428,25,29,28,-2,0,-3]},"browserIcon":"/rc-pub/front/files/get?id=defaults.favicon.svg","configData":{"cssContent":"","customButtonList":[]}}};

function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="header-config" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema67.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.navStyle !== undefined){
let data0 = data.navStyle;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/navStyle",schemaPath:"#/properties/navStyle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 13 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/navStyle",schemaPath:"#/properties/navStyle/maximum",keyword:"maximum",params:{comparison: "<=", limit: 13},message:"must be <= 13"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/navStyle",schemaPath:"#/properties/navStyle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.navDistribution !== undefined){
let data1 = data.navDistribution;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/navDistribution",schemaPath:"#/properties/navDistribution/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === 0) || (data1 === 1))){
const err5 = {instancePath:instancePath+"/navDistribution",schemaPath:"#/properties/navDistribution/enum",keyword:"enum",params:{allowedValues: schema67.properties.navDistribution.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.ceiling !== undefined){
let data2 = data.ceiling;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err6 = {instancePath:instancePath+"/ceiling",schemaPath:"#/properties/ceiling/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data2 === 0) || (data2 === 1))){
const err7 = {instancePath:instancePath+"/ceiling",schemaPath:"#/properties/ceiling/enum",keyword:"enum",params:{allowedValues: schema67.properties.ceiling.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.isCeiling !== undefined){
let data3 = data.isCeiling;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err8 = {instancePath:instancePath+"/isCeiling",schemaPath:"#/properties/isCeiling/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data3 === 0) || (data3 === 1))){
const err9 = {instancePath:instancePath+"/isCeiling",schemaPath:"#/properties/isCeiling/enum",keyword:"enum",params:{allowedValues: schema67.properties.isCeiling.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.showLogin !== undefined){
let data4 = data.showLogin;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err10 = {instancePath:instancePath+"/showLogin",schemaPath:"#/properties/showLogin/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data4 === 0) || (data4 === 1))){
const err11 = {instancePath:instancePath+"/showLogin",schemaPath:"#/properties/showLogin/enum",keyword:"enum",params:{allowedValues: schema67.properties.showLogin.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.groupEntrance !== undefined){
let data5 = data.groupEntrance;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err12 = {instancePath:instancePath+"/groupEntrance",schemaPath:"#/properties/groupEntrance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data5 === 0) || (data5 === 1))){
const err13 = {instancePath:instancePath+"/groupEntrance",schemaPath:"#/properties/groupEntrance/enum",keyword:"enum",params:{allowedValues: schema67.properties.groupEntrance.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.searchBox !== undefined){
let data6 = data.searchBox;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err14 = {instancePath:instancePath+"/searchBox",schemaPath:"#/properties/searchBox/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data6 === 0) || (data6 === 1))){
const err15 = {instancePath:instancePath+"/searchBox",schemaPath:"#/properties/searchBox/enum",keyword:"enum",params:{allowedValues: schema67.properties.searchBox.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.advSearch !== undefined){
let data7 = data.advSearch;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err16 = {instancePath:instancePath+"/advSearch",schemaPath:"#/properties/advSearch/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((data7 === 0) || (data7 === 1))){
const err17 = {instancePath:instancePath+"/advSearch",schemaPath:"#/properties/advSearch/enum",keyword:"enum",params:{allowedValues: schema67.properties.advSearch.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.resourceSearch !== undefined){
let data8 = data.resourceSearch;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err18 = {instancePath:instancePath+"/resourceSearch",schemaPath:"#/properties/resourceSearch/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data8 === 0) || (data8 === 1))){
const err19 = {instancePath:instancePath+"/resourceSearch",schemaPath:"#/properties/resourceSearch/enum",keyword:"enum",params:{allowedValues: schema67.properties.resourceSearch.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.resourceType !== undefined){
if(typeof data.resourceType !== "string"){
const err20 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.switchLanguage !== undefined){
let data10 = data.switchLanguage;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err21 = {instancePath:instancePath+"/switchLanguage",schemaPath:"#/properties/switchLanguage/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data10 === 0) || (data10 === 1))){
const err22 = {instancePath:instancePath+"/switchLanguage",schemaPath:"#/properties/switchLanguage/enum",keyword:"enum",params:{allowedValues: schema67.properties.switchLanguage.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.defaultLanguage !== undefined){
let data11 = data.defaultLanguage;
if(typeof data11 !== "string"){
const err23 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"#/properties/defaultLanguage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((data11 === "zh") || (data11 === "en"))){
const err24 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"#/properties/defaultLanguage/enum",keyword:"enum",params:{allowedValues: schema67.properties.defaultLanguage.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.greeting !== undefined){
if(typeof data.greeting !== "string"){
const err25 = {instancePath:instancePath+"/greeting",schemaPath:"#/properties/greeting/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.enGreeting !== undefined){
if(typeof data.enGreeting !== "string"){
const err26 = {instancePath:instancePath+"/enGreeting",schemaPath:"#/properties/enGreeting/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.greetingConfig !== undefined){
let data14 = data.greetingConfig;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key1 in data14){
if(!((key1 === "hasGreeting") || (key1 === "greeting"))){
const err27 = {instancePath:instancePath+"/greetingConfig",schemaPath:"#/properties/greetingConfig/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data14.hasGreeting !== undefined){
let data15 = data14.hasGreeting;
if((typeof data15 !== "boolean") && (!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))))){
const err28 = {instancePath:instancePath+"/greetingConfig/hasGreeting",schemaPath:"#/properties/greetingConfig/properties/hasGreeting/type",keyword:"type",params:{type: schema67.properties.greetingConfig.properties.hasGreeting.type},message:"must be boolean,integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!((((data15 === false) || (data15 === true)) || (data15 === 0)) || (data15 === 1))){
const err29 = {instancePath:instancePath+"/greetingConfig/hasGreeting",schemaPath:"#/properties/greetingConfig/properties/hasGreeting/enum",keyword:"enum",params:{allowedValues: schema67.properties.greetingConfig.properties.hasGreeting.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data14.greeting !== undefined){
if(typeof data14.greeting !== "string"){
const err30 = {instancePath:instancePath+"/greetingConfig/greeting",schemaPath:"#/properties/greetingConfig/properties/greeting/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/greetingConfig",schemaPath:"#/properties/greetingConfig/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.backgroundCoverId !== undefined){
if(typeof data.backgroundCoverId !== "string"){
const err32 = {instancePath:instancePath+"/backgroundCoverId",schemaPath:"#/properties/backgroundCoverId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.backgroundUrl !== undefined){
if(typeof data.backgroundUrl !== "string"){
const err33 = {instancePath:instancePath+"/backgroundUrl",schemaPath:"#/properties/backgroundUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.pcLogo !== undefined){
if(typeof data.pcLogo !== "string"){
const err34 = {instancePath:instancePath+"/pcLogo",schemaPath:"#/properties/pcLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.pcLogoUrl !== undefined){
if(typeof data.pcLogoUrl !== "string"){
const err35 = {instancePath:instancePath+"/pcLogoUrl",schemaPath:"#/properties/pcLogoUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.mobileLogo !== undefined){
if(typeof data.mobileLogo !== "string"){
const err36 = {instancePath:instancePath+"/mobileLogo",schemaPath:"#/properties/mobileLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.mobileLogoUrl !== undefined){
if(typeof data.mobileLogoUrl !== "string"){
const err37 = {instancePath:instancePath+"/mobileLogoUrl",schemaPath:"#/properties/mobileLogoUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.enPcLogo !== undefined){
if(typeof data.enPcLogo !== "string"){
const err38 = {instancePath:instancePath+"/enPcLogo",schemaPath:"#/properties/enPcLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.enPcLogoUrl !== undefined){
if(typeof data.enPcLogoUrl !== "string"){
const err39 = {instancePath:instancePath+"/enPcLogoUrl",schemaPath:"#/properties/enPcLogoUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.enMobileLogo !== undefined){
if(typeof data.enMobileLogo !== "string"){
const err40 = {instancePath:instancePath+"/enMobileLogo",schemaPath:"#/properties/enMobileLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.enMobileLogoUrl !== undefined){
if(typeof data.enMobileLogoUrl !== "string"){
const err41 = {instancePath:instancePath+"/enMobileLogoUrl",schemaPath:"#/properties/enMobileLogoUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.logo !== undefined){
let data27 = data.logo;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
for(const key2 in data27){
if(!((key2 === "hasLogo") || (key2 === "logoUrl"))){
const err42 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data27.hasLogo !== undefined){
let data28 = data27.hasLogo;
if((typeof data28 !== "boolean") && (!((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))))){
const err43 = {instancePath:instancePath+"/logo/hasLogo",schemaPath:"#/properties/logo/properties/hasLogo/type",keyword:"type",params:{type: schema67.properties.logo.properties.hasLogo.type},message:"must be boolean,integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!((((data28 === false) || (data28 === true)) || (data28 === 0)) || (data28 === 1))){
const err44 = {instancePath:instancePath+"/logo/hasLogo",schemaPath:"#/properties/logo/properties/hasLogo/enum",keyword:"enum",params:{allowedValues: schema67.properties.logo.properties.hasLogo.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data27.logoUrl !== undefined){
if(typeof data27.logoUrl !== "string"){
const err45 = {instancePath:instancePath+"/logo/logoUrl",schemaPath:"#/properties/logo/properties/logoUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.navBg !== undefined){
let data30 = data.navBg;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key3 in data30){
if(!((key3 === "hasNavBg") || (key3 === "navBgUrl"))){
const err47 = {instancePath:instancePath+"/navBg",schemaPath:"#/properties/navBg/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data30.hasNavBg !== undefined){
let data31 = data30.hasNavBg;
if((typeof data31 !== "boolean") && (!((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))))){
const err48 = {instancePath:instancePath+"/navBg/hasNavBg",schemaPath:"#/properties/navBg/properties/hasNavBg/type",keyword:"type",params:{type: schema67.properties.navBg.properties.hasNavBg.type},message:"must be boolean,integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!((((data31 === false) || (data31 === true)) || (data31 === 0)) || (data31 === 1))){
const err49 = {instancePath:instancePath+"/navBg/hasNavBg",schemaPath:"#/properties/navBg/properties/hasNavBg/enum",keyword:"enum",params:{allowedValues: schema67.properties.navBg.properties.hasNavBg.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data30.navBgUrl !== undefined){
if(typeof data30.navBgUrl !== "string"){
const err50 = {instancePath:instancePath+"/navBg/navBgUrl",schemaPath:"#/properties/navBg/properties/navBgUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/navBg",schemaPath:"#/properties/navBg/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.searchConfigs !== undefined){
let data33 = data.searchConfigs;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
for(const key4 in data33){
if(!((((key4 === "isShow") || (key4 === "isShowSeniorSearch")) || (key4 === "isShowSearchOptions")) || (key4 === "resourceTypes"))){
const err52 = {instancePath:instancePath+"/searchConfigs",schemaPath:"#/properties/searchConfigs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data33.isShow !== undefined){
let data34 = data33.isShow;
if((typeof data34 !== "boolean") && (!((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))))){
const err53 = {instancePath:instancePath+"/searchConfigs/isShow",schemaPath:"#/properties/searchConfigs/properties/isShow/type",keyword:"type",params:{type: schema67.properties.searchConfigs.properties.isShow.type},message:"must be boolean,integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!((((data34 === false) || (data34 === true)) || (data34 === 0)) || (data34 === 1))){
const err54 = {instancePath:instancePath+"/searchConfigs/isShow",schemaPath:"#/properties/searchConfigs/properties/isShow/enum",keyword:"enum",params:{allowedValues: schema67.properties.searchConfigs.properties.isShow.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data33.isShowSeniorSearch !== undefined){
let data35 = data33.isShowSeniorSearch;
if((typeof data35 !== "boolean") && (!((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))))){
const err55 = {instancePath:instancePath+"/searchConfigs/isShowSeniorSearch",schemaPath:"#/properties/searchConfigs/properties/isShowSeniorSearch/type",keyword:"type",params:{type: schema67.properties.searchConfigs.properties.isShowSeniorSearch.type},message:"must be boolean,integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!((((data35 === false) || (data35 === true)) || (data35 === 0)) || (data35 === 1))){
const err56 = {instancePath:instancePath+"/searchConfigs/isShowSeniorSearch",schemaPath:"#/properties/searchConfigs/properties/isShowSeniorSearch/enum",keyword:"enum",params:{allowedValues: schema67.properties.searchConfigs.properties.isShowSeniorSearch.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data33.isShowSearchOptions !== undefined){
let data36 = data33.isShowSearchOptions;
if((typeof data36 !== "boolean") && (!((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))))){
const err57 = {instancePath:instancePath+"/searchConfigs/isShowSearchOptions",schemaPath:"#/properties/searchConfigs/properties/isShowSearchOptions/type",keyword:"type",params:{type: schema67.properties.searchConfigs.properties.isShowSearchOptions.type},message:"must be boolean,integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(!((((data36 === false) || (data36 === true)) || (data36 === 0)) || (data36 === 1))){
const err58 = {instancePath:instancePath+"/searchConfigs/isShowSearchOptions",schemaPath:"#/properties/searchConfigs/properties/isShowSearchOptions/enum",keyword:"enum",params:{allowedValues: schema67.properties.searchConfigs.properties.isShowSearchOptions.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data33.resourceTypes !== undefined){
let data37 = data33.resourceTypes;
if(Array.isArray(data37)){
const len0 = data37.length;
for(let i0=0; i0<len0; i0++){
let data38 = data37[i0];
if(!((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38)))){
const err59 = {instancePath:instancePath+"/searchConfigs/resourceTypes/" + i0,schemaPath:"#/properties/searchConfigs/properties/resourceTypes/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
let i1 = data37.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data37[i1];
if(!((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err60 = {instancePath:instancePath+"/searchConfigs/resourceTypes",schemaPath:"#/properties/searchConfigs/properties/resourceTypes/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err61 = {instancePath:instancePath+"/searchConfigs/resourceTypes",schemaPath:"#/properties/searchConfigs/properties/resourceTypes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/searchConfigs",schemaPath:"#/properties/searchConfigs/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.browserIcon !== undefined){
if(typeof data.browserIcon !== "string"){
const err63 = {instancePath:instancePath+"/browserIcon",schemaPath:"#/properties/browserIcon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.configData !== undefined){
let data40 = data.configData;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
for(const key5 in data40){
if(!(((key5 === "authorPortalUrl") || (key5 === "cssContent")) || (key5 === "customButtonList"))){
const err64 = {instancePath:instancePath+"/configData",schemaPath:"#/properties/configData/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data40.authorPortalUrl !== undefined){
let data41 = data40.authorPortalUrl;
if(typeof data41 === "string"){
if(!pattern0.test(data41)){
const err65 = {instancePath:instancePath+"/configData/authorPortalUrl",schemaPath:"#/properties/configData/properties/authorPortalUrl/pattern",keyword:"pattern",params:{pattern: "^(https?://|/)[^\\s<>\"]*$"},message:"must match pattern \""+"^(https?://|/)[^\\s<>\"]*$"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/configData/authorPortalUrl",schemaPath:"#/properties/configData/properties/authorPortalUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data40.cssContent !== undefined){
if(typeof data40.cssContent !== "string"){
const err67 = {instancePath:instancePath+"/configData/cssContent",schemaPath:"#/properties/configData/properties/cssContent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data40.customButtonList !== undefined){
let data43 = data40.customButtonList;
if(Array.isArray(data43)){
const len1 = data43.length;
for(let i2=0; i2<len1; i2++){
if(!(validate31(data43[i2], {instancePath:instancePath+"/configData/customButtonList/" + i2,parentData:data43,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err68 = {instancePath:instancePath+"/configData/customButtonList",schemaPath:"#/properties/configData/properties/customButtonList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/configData",schemaPath:"#/properties/configData/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
validate128.errors = vErrors;
return errors === 0;
}

export const validate_layout = validate192;
const schema99 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"layout","title":"Layout","description":"The layout of one page kind: named regions (header, main, aside, footer, ...) each holding an ordered list of module instances. Inherited defaults -> group -> site; a layer that names only some regions keeps the inherited others.","type":"object","additionalProperties":false,"required":["page","regions"],"properties":{"schemaVersion":{"type":"integer","const":1,"description":"Layout format version; 1."},"page":{"type":"string","enum":["home","issues","justAccepted","onlineFirst","article","about","aboutus","collectionList","collections","info","newcomposite","news","newsDetails","editorialBoard","issue","newsInfo","channel","thesisDetails","virtualProjectDetail","textList","audioList","informationList","othersList","searchPublication","seniorSearch","bookList","mag","currencyList","rssList","emailSubscribe","academic","science","newLink1","newPeriodIntroduce","newAlbumList","newItemPage","login","quickLogin","register","forgetCode","accountBinding","personal","errorPage","forbiddenPage"],"description":"Page kind the layout is for (engine/routing/pageKinds.ts)."},"regions":{"title":"LayoutRegions","type":"object","description":"Regions by name (header, main, aside, footer); each is the ordered list of module instances rendered there. A region replaces the inherited region of the same name as a whole.","propertyNames":{"pattern":"^[a-z][A-Za-z0-9-]*$"},"additionalProperties":{"type":"array","items":{"$ref":"module-instance"}}}},"default":{"schemaVersion":1,"page":"home","regions":{"header":[{"id":"header","type":"site-header","props":{}}],"main":[],"footer":[{"id":"footer","type":"site-footer","props":{}}]}}};

function validate192(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="layout" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.page === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.regions === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "regions"},message:"must have required property '"+"regions"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "schemaVersion") || (key0 === "page")) || (key0 === "regions"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err3 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(1 !== data0){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.page !== undefined){
let data1 = data.page;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((((((((((((((((((((((((((((((((((((((((((data1 === "home") || (data1 === "issues")) || (data1 === "justAccepted")) || (data1 === "onlineFirst")) || (data1 === "article")) || (data1 === "about")) || (data1 === "aboutus")) || (data1 === "collectionList")) || (data1 === "collections")) || (data1 === "info")) || (data1 === "newcomposite")) || (data1 === "news")) || (data1 === "newsDetails")) || (data1 === "editorialBoard")) || (data1 === "issue")) || (data1 === "newsInfo")) || (data1 === "channel")) || (data1 === "thesisDetails")) || (data1 === "virtualProjectDetail")) || (data1 === "textList")) || (data1 === "audioList")) || (data1 === "informationList")) || (data1 === "othersList")) || (data1 === "searchPublication")) || (data1 === "seniorSearch")) || (data1 === "bookList")) || (data1 === "mag")) || (data1 === "currencyList")) || (data1 === "rssList")) || (data1 === "emailSubscribe")) || (data1 === "academic")) || (data1 === "science")) || (data1 === "newLink1")) || (data1 === "newPeriodIntroduce")) || (data1 === "newAlbumList")) || (data1 === "newItemPage")) || (data1 === "login")) || (data1 === "quickLogin")) || (data1 === "register")) || (data1 === "forgetCode")) || (data1 === "accountBinding")) || (data1 === "personal")) || (data1 === "errorPage")) || (data1 === "forbiddenPage"))){
const err6 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/enum",keyword:"enum",params:{allowedValues: schema99.properties.page.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.regions !== undefined){
let data2 = data.regions;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs8 = errors;
if(typeof key1 === "string"){
if(!pattern2.test(key1)){
const err7 = {instancePath:instancePath+"/regions",schemaPath:"#/properties/regions/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid1 = _errs8 === errors;
if(!valid1){
const err8 = {instancePath:instancePath+"/regions",schemaPath:"#/properties/regions/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
for(const key2 in data2){
let data3 = data2[key2];
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate193(data3[i0], {instancePath:instancePath+"/regions/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/regions/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/regions/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/regions",schemaPath:"#/properties/regions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate192.errors = vErrors;
return errors === 0;
}

export const validate_module_instance = validate193;

export const validate_module_list = validate286;
const schema150 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"module-list","title":"ModuleList","description":"The module instances of one channel page (/front/module/getModuleList).","type":"array","items":{"$ref":"module-instance"},"default":[]};

function validate286(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="module-list" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate193(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate286.errors = vErrors;
return errors === 0;
}

export const validate_module_lists = validate201;

export const validate_publication_config = validate205;
const schema106 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"publication-config","title":"PublicationConfig","description":"Publication (journal) display settings (spec 3, Publication config).","type":"object","additionalProperties":false,"properties":{"backIssueStyle":{"type":"integer","minimum":0,"description":"Back-issue list style; 3 shows the by-year back-issue tree."},"style":{"type":"integer","minimum":0,"description":"Publication page style; 7 shows the journal (period) tree."}},"default":{"backIssueStyle":1,"style":1}};

function validate205(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="publication-config" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "backIssueStyle") || (key0 === "style"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.backIssueStyle !== undefined){
let data0 = data.backIssueStyle;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/backIssueStyle",schemaPath:"#/properties/backIssueStyle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/backIssueStyle",schemaPath:"#/properties/backIssueStyle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.style !== undefined){
let data1 = data.style;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate205.errors = vErrors;
return errors === 0;
}

export const validate_search_config_entry = validate212;

export const validate_search_config_list = validate211;

export const validate_search_option = validate216;

export const validate_search_type_option = validate29;

export const validate_site = validate219;
const schema115 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"site","title":"Site","description":"A site of the portal: a single journal, a journal group or the aggregate \"all\" site (spec 3, Site). Found by its short label (sld), its id or its domain.","type":"object","additionalProperties":false,"required":["siteId","sld"],"properties":{"id":{"type":"integer","description":"Site id (same value as siteId; both names occur in API payloads)."},"siteId":{"type":"integer","description":"Site id. Demo sites: all=1, cmg=2, emf=3, closed=4, jnem=502, amr=735."},"sld":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9_-]*$","description":"Site short label (second-level domain), used in /{sld}/{lang?}/... routes and file ids."},"status":{"type":"integer","description":"Site status: 0 normal; 10001 closed (visitors go to /forbiddenPage, which shows the expiry notice); 10002 under maintenance (/errorPage with the maintenance notice, HTTP 503); any other value sends visitors to /errorPage."},"magId":{"type":"integer","description":"Journal (magazine) id of a single-journal site; 0 when the site has no journal of its own."},"domain":{"type":"string","description":"Host name the site answers on; when empty the sld is used."},"groupSite":{"type":"integer","enum":[0,1],"description":"1 = this site is a journal group (lists memberSiteIds); 0 = not a group."},"groupType":{"type":"integer","description":"Group kind; groupType 1 changes how banner links route (links go to the member journal)."},"memberSiteIds":{"type":"array","items":{"type":"integer"},"uniqueItems":true,"description":"Group sites only: ids of the member sites. Members inherit the group's config layer (defaults -> group -> site)."},"topicId":{"type":"integer","description":"Topic id used for the editorial-board expert list."},"grayType":{"type":"integer","description":"Grayscale display: 0 none; 1 the index area only; any other non-zero value the whole page."},"umtFlag":{"type":"integer","enum":[0,1],"description":"1 = third-party (UMT) single sign-on is enabled for this site."},"templateId":{"type":"integer","description":"Id of the page template the site was created from."},"colour":{"type":"integer","minimum":0,"maximum":11,"description":"Colour theme: 1-11 = one of the eleven preset themes; 0 = custom colours colour1/colour2/colour3."},"colour1":{"type":"string","pattern":"^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$","description":"Custom theme (colour 0): primary colour, e.g. #1f5fa8."},"colour2":{"type":"string","pattern":"^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$","description":"Custom theme (colour 0): hover / secondary colour."},"colour3":{"type":"string","pattern":"^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$","description":"Custom theme (colour 0): bottom-line / accent colour."},"logo":{"type":"string","description":"Site logo URL (e.g. /rc-pub/front/files/get?id=<sld>.logo.svg)."},"logo1":{"type":"string","description":"Secondary (English or inverted) logo URL."},"pictureUrl":{"type":"string","description":"Cover picture URL of the site (journal cover)."},"keywords":{"type":"string","description":"Keywords for the page <meta name=\"keywords\">, comma separated."},"name":{"type":"string","description":"Site name in Chinese (may be empty for English-only sites)."},"enName":{"type":"string","description":"Site name in English."},"publicationName":{"type":"string","description":"Journal (publication) name in Chinese."},"enPublicationName":{"type":"string","description":"Journal (publication) name in English."},"type":{"type":"string","enum":["group","single","all"],"description":"Site kind: group = journal group, single = one journal, all = the aggregate site."},"defaultLanguage":{"type":"string","enum":["zh","en"],"description":"Interface language used when neither the URL nor the language cookie names one."},"languages":{"type":"array","items":{"type":"string","enum":["zh","en"]},"minItems":1,"uniqueItems":true,"description":"Interface languages the site offers; an English-only journal lists [\"en\"]."},"visitPower":{"type":"boolean","description":"Visitors may view content (site check); default true."},"downloadPower":{"type":"boolean","description":"Members may download full text (site check); default true."}},"default":{"id":1,"siteId":1,"sld":"all","status":0,"magId":0,"domain":"","groupSite":0,"groupType":0,"memberSiteIds":[],"topicId":0,"grayType":0,"umtFlag":0,"templateId":1,"colour":1,"colour1":"","colour2":"","colour3":"","logo":"/rc-pub/front/files/get?id=defaults.logo.svg","logo1":"","pictureUrl":"","keywords":"","name":"学术期刊门户","enName":"Journal Portal","publicationName":"","enPublicationName":"","type":"all","defaultLanguage":"zh","languages":["zh","en"],"visitPower":true,"downloadPower":true}};

function validate219(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="site" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.siteId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "siteId"},message:"must have required property '"+"siteId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sld === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sld"},message:"must have required property '"+"sld"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema115.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.siteId !== undefined){
let data1 = data.siteId;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.sld !== undefined){
let data2 = data.sld;
if(typeof data2 === "string"){
if(!pattern7.test(data2)){
const err5 = {instancePath:instancePath+"/sld",schemaPath:"#/properties/sld/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/sld",schemaPath:"#/properties/sld/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.magId !== undefined){
let data4 = data.magId;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err8 = {instancePath:instancePath+"/magId",schemaPath:"#/properties/magId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.domain !== undefined){
if(typeof data.domain !== "string"){
const err9 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.groupSite !== undefined){
let data6 = data.groupSite;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err10 = {instancePath:instancePath+"/groupSite",schemaPath:"#/properties/groupSite/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data6 === 0) || (data6 === 1))){
const err11 = {instancePath:instancePath+"/groupSite",schemaPath:"#/properties/groupSite/enum",keyword:"enum",params:{allowedValues: schema115.properties.groupSite.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.groupType !== undefined){
let data7 = data.groupType;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err12 = {instancePath:instancePath+"/groupType",schemaPath:"#/properties/groupType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.memberSiteIds !== undefined){
let data8 = data.memberSiteIds;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err13 = {instancePath:instancePath+"/memberSiteIds/" + i0,schemaPath:"#/properties/memberSiteIds/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
let i1 = data8.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data8[i1];
if(!((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err14 = {instancePath:instancePath+"/memberSiteIds",schemaPath:"#/properties/memberSiteIds/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err15 = {instancePath:instancePath+"/memberSiteIds",schemaPath:"#/properties/memberSiteIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.topicId !== undefined){
let data10 = data.topicId;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err16 = {instancePath:instancePath+"/topicId",schemaPath:"#/properties/topicId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.grayType !== undefined){
let data11 = data.grayType;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err17 = {instancePath:instancePath+"/grayType",schemaPath:"#/properties/grayType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.umtFlag !== undefined){
let data12 = data.umtFlag;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err18 = {instancePath:instancePath+"/umtFlag",schemaPath:"#/properties/umtFlag/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data12 === 0) || (data12 === 1))){
const err19 = {instancePath:instancePath+"/umtFlag",schemaPath:"#/properties/umtFlag/enum",keyword:"enum",params:{allowedValues: schema115.properties.umtFlag.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.templateId !== undefined){
let data13 = data.templateId;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err20 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.colour !== undefined){
let data14 = data.colour;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err21 = {instancePath:instancePath+"/colour",schemaPath:"#/properties/colour/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 11 || isNaN(data14)){
const err22 = {instancePath:instancePath+"/colour",schemaPath:"#/properties/colour/maximum",keyword:"maximum",params:{comparison: "<=", limit: 11},message:"must be <= 11"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err23 = {instancePath:instancePath+"/colour",schemaPath:"#/properties/colour/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data.colour1 !== undefined){
let data15 = data.colour1;
if(typeof data15 === "string"){
if(!pattern8.test(data15)){
const err24 = {instancePath:instancePath+"/colour1",schemaPath:"#/properties/colour1/pattern",keyword:"pattern",params:{pattern: "^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$"},message:"must match pattern \""+"^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/colour1",schemaPath:"#/properties/colour1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.colour2 !== undefined){
let data16 = data.colour2;
if(typeof data16 === "string"){
if(!pattern8.test(data16)){
const err26 = {instancePath:instancePath+"/colour2",schemaPath:"#/properties/colour2/pattern",keyword:"pattern",params:{pattern: "^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$"},message:"must match pattern \""+"^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/colour2",schemaPath:"#/properties/colour2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.colour3 !== undefined){
let data17 = data.colour3;
if(typeof data17 === "string"){
if(!pattern8.test(data17)){
const err28 = {instancePath:instancePath+"/colour3",schemaPath:"#/properties/colour3/pattern",keyword:"pattern",params:{pattern: "^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$"},message:"must match pattern \""+"^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/colour3",schemaPath:"#/properties/colour3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.logo !== undefined){
if(typeof data.logo !== "string"){
const err30 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.logo1 !== undefined){
if(typeof data.logo1 !== "string"){
const err31 = {instancePath:instancePath+"/logo1",schemaPath:"#/properties/logo1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.pictureUrl !== undefined){
if(typeof data.pictureUrl !== "string"){
const err32 = {instancePath:instancePath+"/pictureUrl",schemaPath:"#/properties/pictureUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.keywords !== undefined){
if(typeof data.keywords !== "string"){
const err33 = {instancePath:instancePath+"/keywords",schemaPath:"#/properties/keywords/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err34 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.enName !== undefined){
if(typeof data.enName !== "string"){
const err35 = {instancePath:instancePath+"/enName",schemaPath:"#/properties/enName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.publicationName !== undefined){
if(typeof data.publicationName !== "string"){
const err36 = {instancePath:instancePath+"/publicationName",schemaPath:"#/properties/publicationName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.enPublicationName !== undefined){
if(typeof data.enPublicationName !== "string"){
const err37 = {instancePath:instancePath+"/enPublicationName",schemaPath:"#/properties/enPublicationName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.type !== undefined){
let data26 = data.type;
if(typeof data26 !== "string"){
const err38 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!(((data26 === "group") || (data26 === "single")) || (data26 === "all"))){
const err39 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema115.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.defaultLanguage !== undefined){
let data27 = data.defaultLanguage;
if(typeof data27 !== "string"){
const err40 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"#/properties/defaultLanguage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!((data27 === "zh") || (data27 === "en"))){
const err41 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"#/properties/defaultLanguage/enum",keyword:"enum",params:{allowedValues: schema115.properties.defaultLanguage.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.languages !== undefined){
let data28 = data.languages;
if(Array.isArray(data28)){
if(data28.length < 1){
const err42 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const len1 = data28.length;
for(let i2=0; i2<len1; i2++){
let data29 = data28[i2];
if(typeof data29 !== "string"){
const err43 = {instancePath:instancePath+"/languages/" + i2,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!((data29 === "zh") || (data29 === "en"))){
const err44 = {instancePath:instancePath+"/languages/" + i2,schemaPath:"#/properties/languages/items/enum",keyword:"enum",params:{allowedValues: schema115.properties.languages.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
let i3 = data28.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data28[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err45 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err46 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.visitPower !== undefined){
if(typeof data.visitPower !== "boolean"){
const err47 = {instancePath:instancePath+"/visitPower",schemaPath:"#/properties/visitPower/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.downloadPower !== undefined){
if(typeof data.downloadPower !== "boolean"){
const err48 = {instancePath:instancePath+"/downloadPower",schemaPath:"#/properties/downloadPower/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
validate219.errors = vErrors;
return errors === 0;
}

export const validate_site_power = validate288;
const schema151 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"site-power","title":"SitePower","description":"Site-level permissions from the site check (/front/site/checkPower). Both default to true.","type":"object","additionalProperties":false,"properties":{"visitPower":{"type":"boolean","default":true,"description":"Visitors may view the site's content."},"downloadPower":{"type":"boolean","default":true,"description":"Members may download full text."}},"default":{"visitPower":true,"downloadPower":true}};

function validate288(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="site-power" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "visitPower") || (key0 === "downloadPower"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.visitPower !== undefined){
if(typeof data.visitPower !== "boolean"){
const err1 = {instancePath:instancePath+"/visitPower",schemaPath:"#/properties/visitPower/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.downloadPower !== undefined){
if(typeof data.downloadPower !== "boolean"){
const err2 = {instancePath:instancePath+"/downloadPower",schemaPath:"#/properties/downloadPower/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate288.errors = vErrors;
return errors === 0;
}

export const validate_tool_entry = validate282;

export const validate_tool_list = validate281;

export const validate_widget_advanced_search = validate289;
const schema152 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/advanced-search","title":"AdvancedSearchProps","description":"The advanced-search form: rows of field x term x match joined by AND / OR / NOT, limits, year range; submits to the result page with the rows in the URL (r1..r10).","type":"object","additionalProperties":false,"properties":{"initialRows":{"type":"integer","minimum":1,"maximum":10,"description":"Rows shown when the URL brings none (default 3)."}},"default":{"initialRows":3}};

function validate289(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/advanced-search" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "initialRows")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.initialRows !== undefined){
let data0 = data.initialRows;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/initialRows",schemaPath:"#/properties/initialRows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 10 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/initialRows",schemaPath:"#/properties/initialRows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/initialRows",schemaPath:"#/properties/initialRows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate289.errors = vErrors;
return errors === 0;
}

export const validate_widget_ai_panel = validate290;
const schema153 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/ai-panel","title":"AiPanelProps","description":"The AI question-and-answer panel (spec 2.4): a fixed button (bottom right, above the toolbar) toggling a side panel with the assistant's frame. Title, frame address and whether it shows at all come from the site's AI panel config (aiqa); without enabled it renders nothing.","type":"object","additionalProperties":false,"properties":{"defaultOpen":{"type":"boolean","description":"Start with the panel open (for previews; readers open it with the button)."}},"default":{}};

function validate290(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/ai-panel" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "defaultOpen")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.defaultOpen !== undefined){
if(typeof data.defaultOpen !== "boolean"){
const err1 = {instancePath:instancePath+"/defaultOpen",schemaPath:"#/properties/defaultOpen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate290.errors = vErrors;
return errors === 0;
}

export const validate_widget_article_detail = validate291;
const schema154 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/article-detail","title":"ArticleDetailProps","description":"The article page: metadata (title, authors, affiliations, abstract, keywords, dates, DOI, fund), full text, figures and tables, references, metrics, downloads and related articles, with Highwire citation tags and JSON-LD in the page head. The article comes from the route (/{lang}/article/{id}, /{lang}/article/{siteId}/{id}, /{lang}/thesis/{siteId}/{id}, /{lang}/article/doi/..., /thesisDetails?columnId=... or #<doi>).","type":"object","additionalProperties":false,"properties":{"relatedSize":{"type":"integer","minimum":0,"maximum":20,"description":"How many related articles (sharing keywords) to list; 0 hides the section."},"showFullText":{"type":"boolean","description":"Show the HTML full text on the page when the article has one."}},"default":{"relatedSize":5,"showFullText":true}};

function validate291(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/article-detail" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "relatedSize") || (key0 === "showFullText"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.relatedSize !== undefined){
let data0 = data.relatedSize;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/relatedSize",schemaPath:"#/properties/relatedSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 20 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/relatedSize",schemaPath:"#/properties/relatedSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/relatedSize",schemaPath:"#/properties/relatedSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.showFullText !== undefined){
if(typeof data.showFullText !== "boolean"){
const err4 = {instancePath:instancePath+"/showFullText",schemaPath:"#/properties/showFullText/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate291.errors = vErrors;
return errors === 0;
}

export const validate_widget_article_list = validate292;
const schema155 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/article-list","title":"ArticleListProps","description":"A list of articles: online first (version labels 1-10), just accepted (-1) or most read (rankings all / 3 months / 6 months / 1, 2, 3 years). Without limit the full page (20 a page, ?page=N); with limit a short list with a More link (home page).","type":"object","additionalProperties":false,"properties":{"mode":{"type":"string","enum":["onlineFirst","justAccepted","mostRead"],"description":"Which articles: online first, just accepted or most read."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"Short list of this many with a More link (home page); absent = the full, paged list."},"title":{"type":"string","description":"Heading on Chinese pages (default: the list's name when limited)."},"enTitle":{"type":"string","description":"Heading on English pages."},"moreLink":{"type":"string","description":"Target of the More link (default: /{lang}/onlineFirst or /{lang}/justAccepted; most read has none)."},"by":{"type":"string","enum":["views","downloads","citations"],"description":"Most read: counter to rank by (default views)."},"range":{"type":"string","enum":["all","3m","6m","1y","2y","3y"],"description":"Most read: the period shown first (default all); the ?range= link chooses another."}},"default":{"mode":"onlineFirst"}};

function validate292(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/article-list" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "mode") || (key0 === "limit")) || (key0 === "title")) || (key0 === "enTitle")) || (key0 === "moreLink")) || (key0 === "by")) || (key0 === "range"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.mode !== undefined){
let data0 = data.mode;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "onlineFirst") || (data0 === "justAccepted")) || (data0 === "mostRead"))){
const err2 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema155.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.limit !== undefined){
let data1 = data.limit;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 100 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.enTitle !== undefined){
if(typeof data.enTitle !== "string"){
const err7 = {instancePath:instancePath+"/enTitle",schemaPath:"#/properties/enTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.moreLink !== undefined){
if(typeof data.moreLink !== "string"){
const err8 = {instancePath:instancePath+"/moreLink",schemaPath:"#/properties/moreLink/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.by !== undefined){
let data5 = data.by;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((data5 === "views") || (data5 === "downloads")) || (data5 === "citations"))){
const err10 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/enum",keyword:"enum",params:{allowedValues: schema155.properties.by.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.range !== undefined){
let data6 = data.range;
if(typeof data6 !== "string"){
const err11 = {instancePath:instancePath+"/range",schemaPath:"#/properties/range/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((((data6 === "all") || (data6 === "3m")) || (data6 === "6m")) || (data6 === "1y")) || (data6 === "2y")) || (data6 === "3y"))){
const err12 = {instancePath:instancePath+"/range",schemaPath:"#/properties/range/enum",keyword:"enum",params:{allowedValues: schema155.properties.range.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate292.errors = vErrors;
return errors === 0;
}

export const validate_widget_back_issues = validate293;
const schema156 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/back-issues","title":"BackIssuesProps","description":"The back-issue list: every issue of the site scope by year, linking to /{lang}/issue/{year}/{issue}. The view follows the publication config: style 7 journal tree (journals -> years -> issues), backIssueStyle 3 by-year tree, else a grid of years and issues.","type":"object","additionalProperties":false,"properties":{"ascending":{"type":"boolean","description":"Oldest year and issue first (default newest first)."},"backOnly":{"type":"boolean","description":"Leave out the current (latest) issue of each journal."}},"default":{}};

function validate293(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/back-issues" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "ascending") || (key0 === "backOnly"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.ascending !== undefined){
if(typeof data.ascending !== "boolean"){
const err1 = {instancePath:instancePath+"/ascending",schemaPath:"#/properties/ascending/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.backOnly !== undefined){
if(typeof data.backOnly !== "boolean"){
const err2 = {instancePath:instancePath+"/backOnly",schemaPath:"#/properties/backOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate293.errors = vErrors;
return errors === 0;
}

export const validate_widget_back_to_top = validate294;
const schema157 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/back-to-top","title":"BackToTopProps","description":"Back-to-top button: appears after scrolling (style 1 after 300 px, style 2 after 400 px) and scrolls to the top in 500 ms.","type":"object","additionalProperties":false,"properties":{"style":{"type":"integer","enum":[1,2],"description":"Button style (styleId): 1 square with label, 2 round icon. Default: the footer config's toolbarStyle, else 1."},"threshold":{"type":"integer","minimum":0,"maximum":5000,"description":"Scroll distance in px after which the button shows (default 300 for style 1, 400 for style 2)."}},"default":{}};

function validate294(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/back-to-top" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "style") || (key0 === "threshold"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.style !== undefined){
let data0 = data.style;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === 1) || (data0 === 2))){
const err2 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/enum",keyword:"enum",params:{allowedValues: schema157.properties.style.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.threshold !== undefined){
let data1 = data.threshold;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 5000 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate294.errors = vErrors;
return errors === 0;
}

export const validate_widget_book_list = validate295;
const schema158 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/book-list","title":"BookListProps","description":"The book page (/{lang}/bookList): the site scope's books with a keyword search (?q=), paged (?page=N); ?id=N shows one book on top.","type":"object","additionalProperties":false,"properties":{"size":{"type":"integer","minimum":1,"maximum":100,"description":"Books per page (default 20)."}},"default":{}};

function validate295(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/book-list" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "size")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.size !== undefined){
let data0 = data.size;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 100 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate295.errors = vErrors;
return errors === 0;
}

export const validate_widget_channel_fallback = validate296;
const schema159 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/channel-fallback","title":"ChannelFallbackProps","description":"Fills an about / aboutus / info / newcomposite page whose channel slot stays empty (no id, or a channel without modules): the rich-text modules of the first channel that has some — the named channel's sub-channels, the query's columnId, then the first channel with one of `codes`. Nothing found: No data. Unknown channel id: status 404.","type":"object","additionalProperties":false,"properties":{"codes":{"type":"array","items":{"type":"string","minLength":1},"maxItems":10,"description":"Channel codes to fall back to, e.g. [\"periodIntroduce\", \"introduce\"] for /about, [\"aboutus\"] for /aboutus."}},"default":{}};

function validate296(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/channel-fallback" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "codes")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.codes !== undefined){
let data0 = data.codes;
if(Array.isArray(data0)){
if(data0.length > 10){
const err1 = {instancePath:instancePath+"/codes",schemaPath:"#/properties/codes/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func3(data1) < 1){
const err2 = {instancePath:instancePath+"/codes/" + i0,schemaPath:"#/properties/codes/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/codes/" + i0,schemaPath:"#/properties/codes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/codes",schemaPath:"#/properties/codes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate296.errors = vErrors;
return errors === 0;
}

export const validate_widget_collection_articles = validate297;
const schema160 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/collection-articles","title":"CollectionArticlesProps","description":"One collection (/{lang}/collections/{virtualId}, /virtualProjectDetail?virtualId=): cover, name, description and its articles, paged. Without an id: the site's collections. Unknown id: No data and status 404.","type":"object","additionalProperties":false,"properties":{"size":{"type":"integer","minimum":1,"maximum":100,"description":"Articles per page (default 20)."},"showVersion":{"type":"boolean","description":"Show online-first version labels on the articles (default true)."}},"default":{}};

function validate297(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/collection-articles" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "size") || (key0 === "showVersion"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.size !== undefined){
let data0 = data.size;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 100 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.showVersion !== undefined){
if(typeof data.showVersion !== "boolean"){
const err4 = {instancePath:instancePath+"/showVersion",schemaPath:"#/properties/showVersion/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate297.errors = vErrors;
return errors === 0;
}

export const validate_widget_collection_list = validate298;
const schema161 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/collection-list","title":"CollectionListProps","description":"The site's collections (virtual albums, /{lang}/collectionList/{id}): cover, name, description and article count, each linking to /{lang}/collections/{virtualId}.","type":"object","additionalProperties":false,"properties":{"limit":{"type":"integer","minimum":1,"maximum":100,"description":"Show at most this many collections (default all)."}},"default":{}};

function validate298(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/collection-list" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "limit")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.limit !== undefined){
let data0 = data.limit;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 100 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate298.errors = vErrors;
return errors === 0;
}

export const validate_widget_editorial_board = validate299;
const schema162 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/editorial-board","title":"EditorialBoardProps","description":"The editorial board (/{lang}/editorial-board/{id}/{editorialId}): members grouped by role, 10 a page (spec 9); the member named by editorialId (else the first) is shown with photo, name, title, affiliation and biography. Unknown member id: status 404.","type":"object","additionalProperties":false,"properties":{"size":{"type":"integer","minimum":1,"maximum":100,"description":"Members per page (default 10, spec 9)."}},"default":{}};

function validate299(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/editorial-board" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "size")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.size !== undefined){
let data0 = data.size;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 100 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate299.errors = vErrors;
return errors === 0;
}

export const validate_widget_figure_list = validate300;
const schema163 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/figure-list","title":"FigureListProps","description":"The figures and tables page (/{lang}/textList): tabs pictures (?type=picture, default) and tables (?type=table), each a paged list (?page=N) linking to the articles.","type":"object","additionalProperties":false,"properties":{"pictureSize":{"type":"integer","minimum":1,"maximum":100,"description":"Pictures per page (default 12)."},"tableSize":{"type":"integer","minimum":1,"maximum":100,"description":"Tables per page (default 10)."}},"default":{}};

function validate300(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/figure-list" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "pictureSize") || (key0 === "tableSize"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.pictureSize !== undefined){
let data0 = data.pictureSize;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/pictureSize",schemaPath:"#/properties/pictureSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 100 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/pictureSize",schemaPath:"#/properties/pictureSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/pictureSize",schemaPath:"#/properties/pictureSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.tableSize !== undefined){
let data1 = data.tableSize;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/tableSize",schemaPath:"#/properties/tableSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 100 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/tableSize",schemaPath:"#/properties/tableSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/tableSize",schemaPath:"#/properties/tableSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate300.errors = vErrors;
return errors === 0;
}

export const validate_widget_floating_toolbar = validate301;
const schema164 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/floating-toolbar","title":"FloatingToolbarProps","description":"The floating side toolbar (share with QR code, RSS, email subscription, reference basket, configured tools). Its buttons come from the site's tools list; without one it shows share, RSS, subscribe and basket.","type":"object","additionalProperties":false,"properties":{"style":{"type":"integer","enum":[1,2],"description":"Toolbar style (styleId): 1 labelled bar, 2 round icon buttons. Default: the footer config's toolbarStyle, else 1."},"threshold":{"type":"integer","minimum":0,"maximum":5000,"description":"Scroll distance in px after which the toolbar shows (spec: 400)."},"alwaysVisible":{"type":"boolean","description":"Show without scrolling (forced)."},"showBasket":{"type":"boolean","description":"Show the reference-basket button when the tools list has none."}},"default":{}};

function validate301(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/floating-toolbar" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "style") || (key0 === "threshold")) || (key0 === "alwaysVisible")) || (key0 === "showBasket"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.style !== undefined){
let data0 = data.style;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === 1) || (data0 === 2))){
const err2 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/enum",keyword:"enum",params:{allowedValues: schema164.properties.style.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.threshold !== undefined){
let data1 = data.threshold;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 5000 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.alwaysVisible !== undefined){
if(typeof data.alwaysVisible !== "boolean"){
const err6 = {instancePath:instancePath+"/alwaysVisible",schemaPath:"#/properties/alwaysVisible/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.showBasket !== undefined){
if(typeof data.showBasket !== "boolean"){
const err7 = {instancePath:instancePath+"/showBasket",schemaPath:"#/properties/showBasket/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate301.errors = vErrors;
return errors === 0;
}

export const validate_widget_issue_contents = validate302;
const schema165 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/issue-contents","title":"IssueContentsProps","description":"The contents of one issue grouped by column, with the issue header (year, volume, issue, cover, publish date) and previous / next issue links. On /{lang}/issue/{year?}/{issue?} the URL chooses the issue (none: the latest); with latest the latest issue (home page).","type":"object","additionalProperties":false,"properties":{"latest":{"type":"boolean","description":"Always show the latest issue, ignoring the URL (home page: latest issue contents)."},"limit":{"type":"integer","minimum":1,"maximum":200,"description":"Show at most this many articles, with a link to the whole issue."},"title":{"type":"string","description":"Heading on Chinese pages (latest mode; default 最新一期)."},"enTitle":{"type":"string","description":"Heading on English pages (latest mode; default Latest Issue)."}},"default":{}};

function validate302(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/issue-contents" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "latest") || (key0 === "limit")) || (key0 === "title")) || (key0 === "enTitle"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.latest !== undefined){
if(typeof data.latest !== "boolean"){
const err1 = {instancePath:instancePath+"/latest",schemaPath:"#/properties/latest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.limit !== undefined){
let data1 = data.limit;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 200 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.enTitle !== undefined){
if(typeof data.enTitle !== "string"){
const err6 = {instancePath:instancePath+"/enTitle",schemaPath:"#/properties/enTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate302.errors = vErrors;
return errors === 0;
}

export const validate_widget_journal_list = validate303;
const schema166 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/journal-list","title":"JournalListProps","description":"The journal page (/{lang}/mag): the journals of the site scope with category links (?cat=), a keyword search (?q=), paged (?page=N); ?id=N (a journal's site id) shows one journal on top.","type":"object","additionalProperties":false,"properties":{"size":{"type":"integer","minimum":1,"maximum":100,"description":"Journals per page (default 12)."},"categories":{"type":"array","maxItems":30,"description":"Subject categories offered as filter links, in this order; a category without journals in the site scope is left out.","items":{"title":"JournalCategory","type":"object","additionalProperties":false,"required":["cat","name"],"properties":{"cat":{"type":"string","minLength":1,"maxLength":100,"description":"What the category matches (searchByCat cat): a journal site keyword or a word of the journal description, e.g. batteries."},"name":{"type":"string","minLength":1,"description":"Chinese label."},"enName":{"type":"string","description":"English label (Chinese when absent)."}}}}},"default":{}};

function validate303(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/journal-list" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "size") || (key0 === "categories"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.size !== undefined){
let data0 = data.size;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 100 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.categories !== undefined){
let data1 = data.categories;
if(Array.isArray(data1)){
if(data1.length > 30){
const err4 = {instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.cat === undefined){
const err5 = {instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/required",keyword:"required",params:{missingProperty: "cat"},message:"must have required property '"+"cat"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.name === undefined){
const err6 = {instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data2){
if(!(((key1 === "cat") || (key1 === "name")) || (key1 === "enName"))){
const err7 = {instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.cat !== undefined){
let data3 = data2.cat;
if(typeof data3 === "string"){
if(func3(data3) > 100){
const err8 = {instancePath:instancePath+"/categories/" + i0+"/cat",schemaPath:"#/properties/categories/items/properties/cat/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func3(data3) < 1){
const err9 = {instancePath:instancePath+"/categories/" + i0+"/cat",schemaPath:"#/properties/categories/items/properties/cat/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/categories/" + i0+"/cat",schemaPath:"#/properties/categories/items/properties/cat/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.name !== undefined){
let data4 = data2.name;
if(typeof data4 === "string"){
if(func3(data4) < 1){
const err11 = {instancePath:instancePath+"/categories/" + i0+"/name",schemaPath:"#/properties/categories/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/categories/" + i0+"/name",schemaPath:"#/properties/categories/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.enName !== undefined){
if(typeof data2.enName !== "string"){
const err13 = {instancePath:instancePath+"/categories/" + i0+"/enName",schemaPath:"#/properties/categories/items/properties/enName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate303.errors = vErrors;
return errors === 0;
}

export const validate_widget_language_notice = validate304;
const schema167 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/language-notice","title":"LanguageNoticeProps","description":"Notice shown when the URL language is neither zh nor en (ru, ara, spa, fra, de), except on article pages: only paper detail pages carry metadata in those languages.","type":"object","additionalProperties":false,"properties":{},"default":{}};

function validate304(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/language-notice" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate304.errors = vErrors;
return errors === 0;
}

export const validate_widget_media_list = validate305;
const schema168 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/media-list","title":"MediaListProps","description":"The audio and video page (/{lang}/audioList): tabs video (?type=video, default) and audio (?type=audio), a paged list of cards (?page=N); ?id=N shows that item in a player with its related articles (unknown id: status 404).","type":"object","additionalProperties":false,"properties":{"size":{"type":"integer","minimum":1,"maximum":100,"description":"Items per page (default 12)."},"relatedSize":{"type":"integer","minimum":0,"maximum":20,"description":"Related articles shown with the selected item (default 5; 0 hides them)."}},"default":{}};

function validate305(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/media-list" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "size") || (key0 === "relatedSize"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.size !== undefined){
let data0 = data.size;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 100 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.relatedSize !== undefined){
let data1 = data.relatedSize;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/relatedSize",schemaPath:"#/properties/relatedSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 20 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/relatedSize",schemaPath:"#/properties/relatedSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/relatedSize",schemaPath:"#/properties/relatedSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate305.errors = vErrors;
return errors === 0;
}

export const validate_widget_news_banner = validate306;
const schema169 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/news-banner","title":"NewsBannerProps","description":"A closable 90 px bar of top news items, one at a time, not autoplaying; an item opens its news detail page.","type":"object","additionalProperties":false,"properties":{"items":{"type":"array","maxItems":50,"description":"The news items; when empty the banner shows the site's top news (GET /front/front-news/getTopNews).","items":{"title":"NewsBannerItem","type":"object","additionalProperties":false,"required":["id","title"],"properties":{"id":{"type":["integer","string"],"description":"News id; the item links to /{lang}/newsDetails/{id}."},"title":{"type":"string","description":"Title (Chinese, or the only title)."},"enTitle":{"type":"string","description":"Title on English pages."}}}},"height":{"type":"integer","minimum":40,"maximum":300,"description":"Bar height in px (spec: 90)."},"autoplay":{"type":"boolean","description":"Rotate items every 5 s (spec: off)."}},"default":{"items":[],"height":90,"autoplay":false}};

function validate306(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/news-banner" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "items") || (key0 === "height")) || (key0 === "autoplay"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.items !== undefined){
let data0 = data.items;
if(Array.isArray(data0)){
if(data0.length > 50){
const err1 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err2 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.title === undefined){
const err3 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "id") || (key1 === "title")) || (key1 === "enTitle"))){
const err4 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if((!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))) && (typeof data2 !== "string")){
const err5 = {instancePath:instancePath+"/items/" + i0+"/id",schemaPath:"#/properties/items/items/properties/id/type",keyword:"type",params:{type: schema169.properties.items.items.properties.id.type},message:"must be integer,string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.title !== undefined){
if(typeof data1.title !== "string"){
const err6 = {instancePath:instancePath+"/items/" + i0+"/title",schemaPath:"#/properties/items/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.enTitle !== undefined){
if(typeof data1.enTitle !== "string"){
const err7 = {instancePath:instancePath+"/items/" + i0+"/enTitle",schemaPath:"#/properties/items/items/properties/enTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.height !== undefined){
let data5 = data.height;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err10 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 300 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300},message:"must be <= 300"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5 < 40 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 40},message:"must be >= 40"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.autoplay !== undefined){
if(typeof data.autoplay !== "boolean"){
const err13 = {instancePath:instancePath+"/autoplay",schemaPath:"#/properties/autoplay/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate306.errors = vErrors;
return errors === 0;
}

export const validate_widget_news_detail = validate307;
const schema170 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/news-detail","title":"NewsDetailProps","description":"One news item (/{lang}/newsDetails/{id}): title, date, source, sanitised body, picture, a link back to the news list. Unknown id: No data and status 404.","type":"object","additionalProperties":false,"properties":{"showPicture":{"type":"boolean","description":"Show the item's picture above the body (default true)."}},"default":{}};

function validate307(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/news-detail" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "showPicture")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.showPicture !== undefined){
if(typeof data.showPicture !== "boolean"){
const err1 = {instancePath:instancePath+"/showPicture",schemaPath:"#/properties/showPicture/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate307.errors = vErrors;
return errors === 0;
}

export const validate_widget_news_list = validate308;
const schema171 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/news-list","title":"NewsListProps","description":"News of a site. Without limit: the news page (tabs information / announcement / dynamic / statement, pinned first, paged). With limit: a short list (home page) with a More link.","type":"object","additionalProperties":false,"properties":{"limit":{"type":"integer","minimum":1,"maximum":50,"description":"Short list of this many items (home page), no tabs or pages, with a More link."},"tab":{"type":"string","enum":["information","announcement","dynamic","statement"],"description":"Tab shown when the URL names none (short list: the tab listed; absent = every tab)."},"size":{"type":"integer","minimum":1,"maximum":50,"description":"Page size of the news page (default 10)."},"showPictures":{"type":"boolean","description":"Show each item's picture (default true)."},"title":{"type":"string","description":"Heading of the short list (Chinese); default 新闻公告."},"enTitle":{"type":"string","description":"Heading of the short list (English); default News."}},"default":{}};

function validate308(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/news-list" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "limit") || (key0 === "tab")) || (key0 === "size")) || (key0 === "showPictures")) || (key0 === "title")) || (key0 === "enTitle"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.limit !== undefined){
let data0 = data.limit;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 50 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.tab !== undefined){
let data1 = data.tab;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/tab",schemaPath:"#/properties/tab/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((((data1 === "information") || (data1 === "announcement")) || (data1 === "dynamic")) || (data1 === "statement"))){
const err5 = {instancePath:instancePath+"/tab",schemaPath:"#/properties/tab/enum",keyword:"enum",params:{allowedValues: schema171.properties.tab.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.size !== undefined){
let data2 = data.size;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err6 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 50 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.showPictures !== undefined){
if(typeof data.showPictures !== "boolean"){
const err9 = {instancePath:instancePath+"/showPictures",schemaPath:"#/properties/showPictures/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err10 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.enTitle !== undefined){
if(typeof data.enTitle !== "string"){
const err11 = {instancePath:instancePath+"/enTitle",schemaPath:"#/properties/enTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate308.errors = vErrors;
return errors === 0;
}

export const validate_widget_others_list = validate309;
const schema172 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/others-list","title":"OthersListProps","description":"The \"other resources\" page (/{lang}/othersList): the site scope's collections / topics, each linking to /{lang}/collections/{id}, paged (?page=N).","type":"object","additionalProperties":false,"properties":{"size":{"type":"integer","minimum":1,"maximum":100,"description":"Collections per page (default 10)."}},"default":{}};

function validate309(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/others-list" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "size")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.size !== undefined){
let data0 = data.size;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 100 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate309.errors = vErrors;
return errors === 0;
}

export const validate_widget_page_title = validate310;
const schema173 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/page-title","title":"PageTitleProps","description":"The page heading (h1). Without a title it shows the current channel's name, else the page kind's name.","type":"object","additionalProperties":false,"properties":{"title":{"type":"string","description":"Heading on Chinese pages."},"enTitle":{"type":"string","description":"Heading on English pages."}},"default":{}};

function validate310(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/page-title" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "title") || (key0 === "enTitle"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err1 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.enTitle !== undefined){
if(typeof data.enTitle !== "string"){
const err2 = {instancePath:instancePath+"/enTitle",schemaPath:"#/properties/enTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate310.errors = vErrors;
return errors === 0;
}

export const validate_widget_rich_text = validate311;
const schema174 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/rich-text","title":"RichTextProps","description":"A block of configured HTML, sanitised before it is shown. The English copy is used on English pages when present.","type":"object","additionalProperties":false,"properties":{"html":{"type":"string","description":"HTML shown on Chinese pages (and on English pages without enHtml)."},"enHtml":{"type":"string","description":"HTML shown on English pages."},"title":{"type":"string","description":"Optional heading (Chinese)."},"enTitle":{"type":"string","description":"Optional heading (English)."}},"default":{"html":""}};

function validate311(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/rich-text" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "html") || (key0 === "enHtml")) || (key0 === "title")) || (key0 === "enTitle"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.html !== undefined){
if(typeof data.html !== "string"){
const err1 = {instancePath:instancePath+"/html",schemaPath:"#/properties/html/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.enHtml !== undefined){
if(typeof data.enHtml !== "string"){
const err2 = {instancePath:instancePath+"/enHtml",schemaPath:"#/properties/enHtml/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.enTitle !== undefined){
if(typeof data.enTitle !== "string"){
const err4 = {instancePath:instancePath+"/enTitle",schemaPath:"#/properties/enTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate311.errors = vErrors;
return errors === 0;
}

export const validate_widget_search_results = validate312;
const schema175 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/search-results","title":"SearchResultsProps","description":"The search result page: the search comes from the URL (q, type, field, advanced rows r1..r10, sort, years, page, facet filters); see widgets/reader/search-results/README.md.","type":"object","additionalProperties":false,"properties":{"showFacets":{"type":"boolean","description":"Show the facet panel (years, journals, columns, authors, institutions, keywords). Default true."},"facetsShown":{"type":"integer","minimum":3,"maximum":20,"description":"Facet values listed before the \"More\" disclosure. Default 8."},"showAbstract":{"type":"boolean","description":"Show each result's highlighted abstract / summary snippet. Default true."}},"default":{"showFacets":true,"facetsShown":8,"showAbstract":true}};

function validate312(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/search-results" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "showFacets") || (key0 === "facetsShown")) || (key0 === "showAbstract"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.showFacets !== undefined){
if(typeof data.showFacets !== "boolean"){
const err1 = {instancePath:instancePath+"/showFacets",schemaPath:"#/properties/showFacets/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.facetsShown !== undefined){
let data1 = data.facetsShown;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err2 = {instancePath:instancePath+"/facetsShown",schemaPath:"#/properties/facetsShown/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 20 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/facetsShown",schemaPath:"#/properties/facetsShown/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1 < 3 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/facetsShown",schemaPath:"#/properties/facetsShown/minimum",keyword:"minimum",params:{comparison: ">=", limit: 3},message:"must be >= 3"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.showAbstract !== undefined){
if(typeof data.showAbstract !== "boolean"){
const err5 = {instancePath:instancePath+"/showAbstract",schemaPath:"#/properties/showAbstract/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate312.errors = vErrors;
return errors === 0;
}

export const validate_widget_site_footer = validate313;
const schema176 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/site-footer","title":"SiteFooterProps","description":"Props of the site footer. Contact and legal lines, logo, QR image, visit counter and injected CSS come from the site's footer config.","type":"object","additionalProperties":false,"properties":{"showBrowserNotice":{"type":"boolean","description":"Show the line recommending Chrome or IE9+."},"showCookieNotice":{"type":"boolean","description":"Show the cookie-use notice."}},"default":{"showBrowserNotice":true,"showCookieNotice":true}};

function validate313(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/site-footer" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "showBrowserNotice") || (key0 === "showCookieNotice"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.showBrowserNotice !== undefined){
if(typeof data.showBrowserNotice !== "boolean"){
const err1 = {instancePath:instancePath+"/showBrowserNotice",schemaPath:"#/properties/showBrowserNotice/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.showCookieNotice !== undefined){
if(typeof data.showCookieNotice !== "boolean"){
const err2 = {instancePath:instancePath+"/showCookieNotice",schemaPath:"#/properties/showCookieNotice/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate313.errors = vErrors;
return errors === 0;
}

export const validate_widget_site_header = validate314;
const schema177 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/site-header","title":"SiteHeaderProps","description":"Props of the site header. Everything else (navStyle, logo, greeting, search, login, language, custom buttons) comes from the site's header config.","type":"object","additionalProperties":false,"properties":{"moreAfter":{"type":"integer","minimum":1,"maximum":20,"description":"Count-based menu overflow: top-level items shown before \"More\" (更多) when navDistribution is 1. Each navStyle has its own default (style 1: 8); styles 9, 10 and 12 have fixed counts."}},"default":{}};

function validate314(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/site-header" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "moreAfter")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.moreAfter !== undefined){
let data0 = data.moreAfter;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/moreAfter",schemaPath:"#/properties/moreAfter/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 20 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/moreAfter",schemaPath:"#/properties/moreAfter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/moreAfter",schemaPath:"#/properties/moreAfter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate314.errors = vErrors;
return errors === 0;
}

export const validate_widget_top_banner = validate315;
const schema178 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"widget/top-banner","title":"TopBannerProps","description":"The top banner (spec 9): full content width, height = width x 175 / 683. Pictures from images, else the current channel's bannerUrl, else the site's pictureUrl. Several pictures make a manual carousel (previous / next, dots, arrow keys); one picture shows plain.","type":"object","additionalProperties":false,"properties":{"images":{"type":"array","maxItems":10,"description":"The pictures, in order. Empty: the channel's banner, else the site's picture.","items":{"title":"TopBannerImage","type":"object","additionalProperties":false,"required":["src","alt"],"properties":{"src":{"type":"string","minLength":1,"description":"Picture URL, or a file id served by /rc-pub/front/files/get."},"href":{"type":"string","description":"Link target: an absolute http(s) address (opens in a new tab), a path starting with / or a page path after the language (e.g. 'about' -> /{lang}/about); in-site links keep slds on site-label routes."},"alt":{"type":"string","minLength":1,"description":"Text alternative (Chinese, or the only one); required for accessibility."},"enAlt":{"type":"string","description":"Text alternative on English pages."}}}},"fit":{"type":"string","enum":["cover","contain"],"description":"How a picture fills the banner: cover (crop to fill) or contain (whole picture on a tinted band). Default: cover, but contain for the site's picture (a journal cover)."},"autoplay":{"type":"boolean","description":"Advance every 5 s, pausing under the pointer or keyboard focus and with reduced motion (default off)."}},"default":{"images":[],"autoplay":false}};

function validate315(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="widget/top-banner" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "images") || (key0 === "fit")) || (key0 === "autoplay"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.images !== undefined){
let data0 = data.images;
if(Array.isArray(data0)){
if(data0.length > 10){
const err1 = {instancePath:instancePath+"/images",schemaPath:"#/properties/images/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.src === undefined){
const err2 = {instancePath:instancePath+"/images/" + i0,schemaPath:"#/properties/images/items/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.alt === undefined){
const err3 = {instancePath:instancePath+"/images/" + i0,schemaPath:"#/properties/images/items/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data1){
if(!((((key1 === "src") || (key1 === "href")) || (key1 === "alt")) || (key1 === "enAlt"))){
const err4 = {instancePath:instancePath+"/images/" + i0,schemaPath:"#/properties/images/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.src !== undefined){
let data2 = data1.src;
if(typeof data2 === "string"){
if(func3(data2) < 1){
const err5 = {instancePath:instancePath+"/images/" + i0+"/src",schemaPath:"#/properties/images/items/properties/src/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/images/" + i0+"/src",schemaPath:"#/properties/images/items/properties/src/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.href !== undefined){
if(typeof data1.href !== "string"){
const err7 = {instancePath:instancePath+"/images/" + i0+"/href",schemaPath:"#/properties/images/items/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.alt !== undefined){
let data4 = data1.alt;
if(typeof data4 === "string"){
if(func3(data4) < 1){
const err8 = {instancePath:instancePath+"/images/" + i0+"/alt",schemaPath:"#/properties/images/items/properties/alt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/images/" + i0+"/alt",schemaPath:"#/properties/images/items/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.enAlt !== undefined){
if(typeof data1.enAlt !== "string"){
const err10 = {instancePath:instancePath+"/images/" + i0+"/enAlt",schemaPath:"#/properties/images/items/properties/enAlt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/images/" + i0,schemaPath:"#/properties/images/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/images",schemaPath:"#/properties/images/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.fit !== undefined){
let data6 = data.fit;
if(typeof data6 !== "string"){
const err13 = {instancePath:instancePath+"/fit",schemaPath:"#/properties/fit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data6 === "cover") || (data6 === "contain"))){
const err14 = {instancePath:instancePath+"/fit",schemaPath:"#/properties/fit/enum",keyword:"enum",params:{allowedValues: schema178.properties.fit.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.autoplay !== undefined){
if(typeof data.autoplay !== "boolean"){
const err15 = {instancePath:instancePath+"/autoplay",schemaPath:"#/properties/autoplay/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate315.errors = vErrors;
return errors === 0;
}

/** Precompiled validators by schema $id. */
export const validators = {
  "aggregated-config": validate_aggregated_config,
  "aiqa-config": validate_aiqa_config,
  "app-info": validate_app_info,
  "basic-info": validate_basic_info,
  "channel": validate_channel,
  "channel-list": validate_channel_list,
  "common-codes": validate_common_codes,
  "custom-button": validate_custom_button,
  "doc/aggregated": validate_doc_aggregated,
  "doc/aiqa": validate_doc_aiqa,
  "doc/app-info": validate_doc_app_info,
  "doc/basic-info": validate_doc_basic_info,
  "doc/channels": validate_doc_channels,
  "doc/common-codes": validate_doc_common_codes,
  "doc/footer": validate_doc_footer,
  "doc/functional-control": validate_doc_functional_control,
  "doc/header": validate_doc_header,
  "doc/layout": validate_doc_layout,
  "doc/modules": validate_doc_modules,
  "doc/publication": validate_doc_publication,
  "doc/search-config": validate_doc_search_config,
  "doc/search-options": validate_doc_search_options,
  "doc/site": validate_doc_site,
  "doc/tools": validate_doc_tools,
  "envelope": validate_envelope,
  "footer-config": validate_footer_config,
  "functional-control": validate_functional_control,
  "functional-control-list": validate_functional_control_list,
  "header-config": validate_header_config,
  "layout": validate_layout,
  "module-instance": validate_module_instance,
  "module-list": validate_module_list,
  "module-lists": validate_module_lists,
  "publication-config": validate_publication_config,
  "search-config-entry": validate_search_config_entry,
  "search-config-list": validate_search_config_list,
  "search-option": validate_search_option,
  "search-type-option": validate_search_type_option,
  "site": validate_site,
  "site-power": validate_site_power,
  "tool-entry": validate_tool_entry,
  "tool-list": validate_tool_list,
  "widget/advanced-search": validate_widget_advanced_search,
  "widget/ai-panel": validate_widget_ai_panel,
  "widget/article-detail": validate_widget_article_detail,
  "widget/article-list": validate_widget_article_list,
  "widget/back-issues": validate_widget_back_issues,
  "widget/back-to-top": validate_widget_back_to_top,
  "widget/book-list": validate_widget_book_list,
  "widget/channel-fallback": validate_widget_channel_fallback,
  "widget/collection-articles": validate_widget_collection_articles,
  "widget/collection-list": validate_widget_collection_list,
  "widget/editorial-board": validate_widget_editorial_board,
  "widget/figure-list": validate_widget_figure_list,
  "widget/floating-toolbar": validate_widget_floating_toolbar,
  "widget/issue-contents": validate_widget_issue_contents,
  "widget/journal-list": validate_widget_journal_list,
  "widget/language-notice": validate_widget_language_notice,
  "widget/media-list": validate_widget_media_list,
  "widget/news-banner": validate_widget_news_banner,
  "widget/news-detail": validate_widget_news_detail,
  "widget/news-list": validate_widget_news_list,
  "widget/others-list": validate_widget_others_list,
  "widget/page-title": validate_widget_page_title,
  "widget/rich-text": validate_widget_rich_text,
  "widget/search-results": validate_widget_search_results,
  "widget/site-footer": validate_widget_site_footer,
  "widget/site-header": validate_widget_site_header,
  "widget/top-banner": validate_widget_top_banner,
};

/** Each schema's top-level `default` by $id (used when a config part fails validation). */
export const schemaDefaults = {
  "aggregated-config": {
    "enableComment": 0
  },
  "aiqa-config": {
    "title": "鸿云智能（Beta版）",
    "enTitle": "",
    "url": "",
    "enabled": false
  },
  "app-info": {
    "name": "鸿云智能",
    "enName": "Hongyun AI",
    "version": ""
  },
  "basic-info": {
    "id": 0,
    "indexed": ""
  },
  "channel": {
    "id": 0,
    "parentId": 0,
    "name": "首页",
    "enName": "Home",
    "code": "index",
    "linkValue": "",
    "route": "",
    "bannerId": "",
    "bannerUrl": "",
    "newsDataType": "",
    "styleId": "",
    "enable": "1",
    "siteId": 1,
    "parentIndex": 0,
    "children": [],
    "sort": 0
  },
  "channel-list": [
    {
      "id": 0,
      "parentId": 0,
      "name": "首页",
      "enName": "Home",
      "code": "index",
      "enable": "1",
      "parentIndex": 0,
      "children": []
    }
  ],
  "common-codes": {
    "resourceTypes": [
      {
        "id": 428,
        "code": "thesis",
        "name": "论文",
        "enName": "Articles"
      },
      {
        "id": 25,
        "code": "picture",
        "name": "图片",
        "enName": "Pictures"
      },
      {
        "id": 29,
        "code": "video",
        "name": "视频",
        "enName": "Videos"
      },
      {
        "id": 28,
        "code": "audio",
        "name": "音频",
        "enName": "Audio"
      },
      {
        "id": -2,
        "code": "news",
        "name": "资讯",
        "enName": "News"
      },
      {
        "id": 0,
        "code": "other",
        "name": "其他",
        "enName": "Others"
      },
      {
        "id": -3,
        "code": "publication",
        "name": "期刊",
        "enName": "Journals"
      }
    ],
    "searchTypes": [
      {
        "id": 0,
        "label": "thesis",
        "name": "论文",
        "enName": "Articles",
        "orderNum": 1
      },
      {
        "id": 1,
        "label": "expert",
        "name": "专家",
        "enName": "Experts",
        "orderNum": 2
      },
      {
        "id": 2,
        "label": "picture",
        "name": "图片",
        "enName": "Pictures",
        "orderNum": 3
      },
      {
        "id": 3,
        "label": "publication",
        "name": "期刊",
        "enName": "Journals",
        "orderNum": 4
      },
      {
        "id": 4,
        "label": "news",
        "name": "资讯",
        "enName": "News",
        "orderNum": 5
      },
      {
        "id": 5,
        "label": "other",
        "name": "其他",
        "enName": "Others",
        "orderNum": 6
      }
    ],
    "excludedMenuCodes": [
      "situation",
      "reader",
      "contact",
      "carousel",
      "quick",
      "selnews",
      "selmag",
      "selarticle",
      "priority",
      "column",
      "introduce",
      "subaboutus",
      "subcontact",
      "first",
      "selPicture"
    ],
    "citationFormats": [
      "BibTeX",
      "Endnote",
      "RefMan",
      "NoteExpress",
      "NoteFirst"
    ],
    "codes": {}
  },
  "custom-button": {
    "customButtonStatus": 0,
    "customButtonName": "",
    "customButtonEnName": "",
    "customButtonLinkValue": "",
    "customButtonPcUrl": ""
  },
  "doc/aggregated": {
    "schemaVersion": 1,
    "enableComment": 0
  },
  "doc/aiqa": {
    "schemaVersion": 1,
    "title": "鸿云智能（Beta版）",
    "enTitle": "",
    "url": "",
    "enabled": false
  },
  "doc/app-info": {
    "schemaVersion": 1,
    "name": "鸿云智能",
    "enName": "Hongyun AI",
    "version": ""
  },
  "doc/basic-info": {
    "schemaVersion": 1,
    "id": 0,
    "indexed": ""
  },
  "doc/channels": {
    "schemaVersion": 1,
    "items": [
      {
        "id": 0,
        "parentId": 0,
        "name": "首页",
        "enName": "Home",
        "code": "index",
        "enable": "1",
        "parentIndex": 0,
        "children": []
      }
    ]
  },
  "doc/common-codes": {
    "schemaVersion": 1,
    "resourceTypes": [
      {
        "id": 428,
        "code": "thesis",
        "name": "论文",
        "enName": "Articles"
      },
      {
        "id": 25,
        "code": "picture",
        "name": "图片",
        "enName": "Pictures"
      },
      {
        "id": 29,
        "code": "video",
        "name": "视频",
        "enName": "Videos"
      },
      {
        "id": 28,
        "code": "audio",
        "name": "音频",
        "enName": "Audio"
      },
      {
        "id": -2,
        "code": "news",
        "name": "资讯",
        "enName": "News"
      },
      {
        "id": 0,
        "code": "other",
        "name": "其他",
        "enName": "Others"
      },
      {
        "id": -3,
        "code": "publication",
        "name": "期刊",
        "enName": "Journals"
      }
    ],
    "searchTypes": [
      {
        "id": 0,
        "label": "thesis",
        "name": "论文",
        "enName": "Articles",
        "orderNum": 1
      },
      {
        "id": 1,
        "label": "expert",
        "name": "专家",
        "enName": "Experts",
        "orderNum": 2
      },
      {
        "id": 2,
        "label": "picture",
        "name": "图片",
        "enName": "Pictures",
        "orderNum": 3
      },
      {
        "id": 3,
        "label": "publication",
        "name": "期刊",
        "enName": "Journals",
        "orderNum": 4
      },
      {
        "id": 4,
        "label": "news",
        "name": "资讯",
        "enName": "News",
        "orderNum": 5
      },
      {
        "id": 5,
        "label": "other",
        "name": "其他",
        "enName": "Others",
        "orderNum": 6
      }
    ],
    "excludedMenuCodes": [
      "situation",
      "reader",
      "contact",
      "carousel",
      "quick",
      "selnews",
      "selmag",
      "selarticle",
      "priority",
      "column",
      "introduce",
      "subaboutus",
      "subcontact",
      "first",
      "selPicture"
    ],
    "citationFormats": [
      "BibTeX",
      "Endnote",
      "RefMan",
      "NoteExpress",
      "NoteFirst"
    ],
    "codes": {}
  },
  "doc/footer": {
    "schemaVersion": 1,
    "showLogo": 1,
    "qrUrl": "/rc-pub/front/files/get?id=defaults.qr.svg",
    "qrMessage": "扫码关注",
    "configData": {
      "cssContent": ""
    },
    "backgroundColor": "#ebebeb",
    "postcode": "",
    "phone": "",
    "email": "",
    "fax": "",
    "chLogo": "/rc-pub/front/files/get?id=defaults.logo.svg",
    "enLogo": "/rc-pub/front/files/get?id=defaults.logo-en.svg",
    "chLogoName": "",
    "enLogoName": "",
    "linkAddress": "https://beian.miit.gov.cn/",
    "icp": "",
    "picp": "",
    "picpLink": "",
    "address": "",
    "enAddress": "",
    "copyright": "",
    "enCopyright": "",
    "showVisits": 0,
    "sumVisits": 0,
    "todayVisits": 0,
    "toolbarStyle": 1
  },
  "doc/functional-control": {
    "schemaVersion": 1,
    "items": []
  },
  "doc/header": {
    "schemaVersion": 1,
    "navStyle": 1,
    "navDistribution": 1,
    "ceiling": 0,
    "isCeiling": 0,
    "showLogin": 1,
    "groupEntrance": 0,
    "searchBox": 1,
    "advSearch": 1,
    "resourceSearch": 1,
    "resourceType": "428;25;29;28;-2;0;-3",
    "switchLanguage": 1,
    "defaultLanguage": "zh",
    "greeting": "",
    "enGreeting": "",
    "greetingConfig": {
      "hasGreeting": false,
      "greeting": ""
    },
    "backgroundCoverId": "",
    "backgroundUrl": "",
    "pcLogo": "defaults.logo.svg",
    "pcLogoUrl": "/rc-pub/front/files/get?id=defaults.logo.svg",
    "mobileLogo": "defaults.logo.svg",
    "mobileLogoUrl": "/rc-pub/front/files/get?id=defaults.logo.svg",
    "enPcLogo": "defaults.logo-en.svg",
    "enPcLogoUrl": "/rc-pub/front/files/get?id=defaults.logo-en.svg",
    "enMobileLogo": "defaults.logo-en.svg",
    "enMobileLogoUrl": "/rc-pub/front/files/get?id=defaults.logo-en.svg",
    "logo": {
      "hasLogo": true,
      "logoUrl": "/rc-pub/front/files/get?id=defaults.logo.svg"
    },
    "navBg": {
      "hasNavBg": false,
      "navBgUrl": ""
    },
    "searchConfigs": {
      "isShow": true,
      "isShowSeniorSearch": true,
      "isShowSearchOptions": true,
      "resourceTypes": [
        428,
        25,
        29,
        28,
        -2,
        0,
        -3
      ]
    },
    "browserIcon": "/rc-pub/front/files/get?id=defaults.favicon.svg",
    "configData": {
      "cssContent": "",
      "customButtonList": []
    }
  },
  "doc/layout": {
    "schemaVersion": 1,
    "page": "home",
    "regions": {
      "header": [
        {
          "id": "header",
          "type": "site-header",
          "props": {}
        }
      ],
      "main": [],
      "footer": [
        {
          "id": "footer",
          "type": "site-footer",
          "props": {}
        }
      ]
    }
  },
  "doc/modules": {
    "schemaVersion": 1,
    "lists": {}
  },
  "doc/publication": {
    "schemaVersion": 1,
    "backIssueStyle": 1,
    "style": 1
  },
  "doc/search-config": {
    "schemaVersion": 1,
    "items": [
      {
        "type": "thesis",
        "code": "428",
        "name": "论文",
        "enName": "Articles",
        "isOpenConfig": 1
      }
    ]
  },
  "doc/search-options": {
    "schemaVersion": 1,
    "byType": {
      "article": [
        {
          "field": "all",
          "condition": "全部",
          "enCondition": "All",
          "jumpUrl": ""
        }
      ]
    }
  },
  "doc/site": {
    "schemaVersion": 1,
    "id": 1,
    "siteId": 1,
    "sld": "all",
    "status": 0,
    "magId": 0,
    "domain": "",
    "groupSite": 0,
    "groupType": 0,
    "memberSiteIds": [],
    "topicId": 0,
    "grayType": 0,
    "umtFlag": 0,
    "templateId": 1,
    "colour": 1,
    "colour1": "",
    "colour2": "",
    "colour3": "",
    "logo": "/rc-pub/front/files/get?id=defaults.logo.svg",
    "logo1": "",
    "pictureUrl": "",
    "keywords": "",
    "name": "学术期刊门户",
    "enName": "Journal Portal",
    "publicationName": "",
    "enPublicationName": "",
    "type": "all",
    "defaultLanguage": "zh",
    "languages": [
      "zh",
      "en"
    ],
    "visitPower": true,
    "downloadPower": true
  },
  "doc/tools": {
    "schemaVersion": 1,
    "items": []
  },
  "envelope": {
    "status": 0,
    "data": null,
    "message": ""
  },
  "footer-config": {
    "showLogo": 1,
    "qrUrl": "/rc-pub/front/files/get?id=defaults.qr.svg",
    "qrMessage": "扫码关注",
    "configData": {
      "cssContent": ""
    },
    "backgroundColor": "#ebebeb",
    "postcode": "",
    "phone": "",
    "email": "",
    "fax": "",
    "chLogo": "/rc-pub/front/files/get?id=defaults.logo.svg",
    "enLogo": "/rc-pub/front/files/get?id=defaults.logo-en.svg",
    "chLogoName": "",
    "enLogoName": "",
    "linkAddress": "https://beian.miit.gov.cn/",
    "icp": "",
    "picp": "",
    "picpLink": "",
    "address": "",
    "enAddress": "",
    "copyright": "",
    "enCopyright": "",
    "showVisits": 0,
    "sumVisits": 0,
    "todayVisits": 0,
    "toolbarStyle": 1
  },
  "functional-control": {
    "id": 0,
    "siteId": 0,
    "columnName": "",
    "enColumnName": ""
  },
  "functional-control-list": [],
  "header-config": {
    "navStyle": 1,
    "navDistribution": 1,
    "ceiling": 0,
    "isCeiling": 0,
    "showLogin": 1,
    "groupEntrance": 0,
    "searchBox": 1,
    "advSearch": 1,
    "resourceSearch": 1,
    "resourceType": "428;25;29;28;-2;0;-3",
    "switchLanguage": 1,
    "defaultLanguage": "zh",
    "greeting": "",
    "enGreeting": "",
    "greetingConfig": {
      "hasGreeting": false,
      "greeting": ""
    },
    "backgroundCoverId": "",
    "backgroundUrl": "",
    "pcLogo": "defaults.logo.svg",
    "pcLogoUrl": "/rc-pub/front/files/get?id=defaults.logo.svg",
    "mobileLogo": "defaults.logo.svg",
    "mobileLogoUrl": "/rc-pub/front/files/get?id=defaults.logo.svg",
    "enPcLogo": "defaults.logo-en.svg",
    "enPcLogoUrl": "/rc-pub/front/files/get?id=defaults.logo-en.svg",
    "enMobileLogo": "defaults.logo-en.svg",
    "enMobileLogoUrl": "/rc-pub/front/files/get?id=defaults.logo-en.svg",
    "logo": {
      "hasLogo": true,
      "logoUrl": "/rc-pub/front/files/get?id=defaults.logo.svg"
    },
    "navBg": {
      "hasNavBg": false,
      "navBgUrl": ""
    },
    "searchConfigs": {
      "isShow": true,
      "isShowSeniorSearch": true,
      "isShowSearchOptions": true,
      "resourceTypes": [
        428,
        25,
        29,
        28,
        -2,
        0,
        -3
      ]
    },
    "browserIcon": "/rc-pub/front/files/get?id=defaults.favicon.svg",
    "configData": {
      "cssContent": "",
      "customButtonList": []
    }
  },
  "layout": {
    "schemaVersion": 1,
    "page": "home",
    "regions": {
      "header": [
        {
          "id": "header",
          "type": "site-header",
          "props": {}
        }
      ],
      "main": [],
      "footer": [
        {
          "id": "footer",
          "type": "site-footer",
          "props": {}
        }
      ]
    }
  },
  "module-instance": {
    "id": "placeholder",
    "type": "rich-text",
    "props": {
      "html": ""
    }
  },
  "module-list": [],
  "module-lists": {},
  "publication-config": {
    "backIssueStyle": 1,
    "style": 1
  },
  "search-config-entry": {
    "type": "thesis",
    "code": "428",
    "name": "论文",
    "enName": "Articles",
    "isOpenConfig": 1
  },
  "search-config-list": [
    {
      "type": "thesis",
      "code": "428",
      "name": "论文",
      "enName": "Articles",
      "isOpenConfig": 1
    }
  ],
  "search-option": {
    "field": "all",
    "condition": "全部",
    "enCondition": "All",
    "jumpUrl": ""
  },
  "search-type-option": {
    "id": 0,
    "label": "thesis",
    "name": "论文",
    "enName": "Articles",
    "orderNum": 1
  },
  "site": {
    "id": 1,
    "siteId": 1,
    "sld": "all",
    "status": 0,
    "magId": 0,
    "domain": "",
    "groupSite": 0,
    "groupType": 0,
    "memberSiteIds": [],
    "topicId": 0,
    "grayType": 0,
    "umtFlag": 0,
    "templateId": 1,
    "colour": 1,
    "colour1": "",
    "colour2": "",
    "colour3": "",
    "logo": "/rc-pub/front/files/get?id=defaults.logo.svg",
    "logo1": "",
    "pictureUrl": "",
    "keywords": "",
    "name": "学术期刊门户",
    "enName": "Journal Portal",
    "publicationName": "",
    "enPublicationName": "",
    "type": "all",
    "defaultLanguage": "zh",
    "languages": [
      "zh",
      "en"
    ],
    "visitPower": true,
    "downloadPower": true
  },
  "site-power": {
    "visitPower": true,
    "downloadPower": true
  },
  "tool-entry": {
    "id": 0,
    "indexId": 0,
    "resName": "",
    "enResName": "",
    "cover": "",
    "coverId": "",
    "linkValue2": "",
    "linkType2": "",
    "bouncePictureUrl": "",
    "url": "",
    "type": "platform",
    "platformType": "share",
    "description": "",
    "pictureUrl": ""
  },
  "tool-list": [],
  "widget/advanced-search": {
    "initialRows": 3
  },
  "widget/ai-panel": {},
  "widget/article-detail": {
    "relatedSize": 5,
    "showFullText": true
  },
  "widget/article-list": {
    "mode": "onlineFirst"
  },
  "widget/back-issues": {},
  "widget/back-to-top": {},
  "widget/book-list": {},
  "widget/channel-fallback": {},
  "widget/collection-articles": {},
  "widget/collection-list": {},
  "widget/editorial-board": {},
  "widget/figure-list": {},
  "widget/floating-toolbar": {},
  "widget/issue-contents": {},
  "widget/journal-list": {},
  "widget/language-notice": {},
  "widget/media-list": {},
  "widget/news-banner": {
    "items": [],
    "height": 90,
    "autoplay": false
  },
  "widget/news-detail": {},
  "widget/news-list": {},
  "widget/others-list": {},
  "widget/page-title": {},
  "widget/rich-text": {
    "html": ""
  },
  "widget/search-results": {
    "showFacets": true,
    "facetsShown": 8,
    "showAbstract": true
  },
  "widget/site-footer": {
    "showBrowserNotice": true,
    "showCookieNotice": true
  },
  "widget/site-header": {},
  "widget/top-banner": {
    "images": [],
    "autoplay": false
  }
};
