/**
 * /front/front-period/*: the routes of the period (issue) services (../../services/content/period.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as period from '../../services/content/period';
import { operation } from '../operation';
import { periodDoc, periodInfoDoc } from './docs';
import { TAG, arraySchema, idParam, siteIdParam } from './params';

const BASE = '/front/front-period';
const tags = [TAG];

const flag = (description: string) => ({ type: 'integer', enum: [0, 1], default: 0, description });

const yearParam = { type: 'integer', minimum: 1900, maximum: 2999, description: 'Publication year of the issue.' };
const issueParam = { type: 'integer', minimum: 1, maximum: 999, description: 'Issue number within the year.' };

export const periodRoutes: FastifyPluginAsync = async (app) => {
  // ---- the issue tree ---------------------------------------------------------------------------
  operation(app, 'periodTree', {
    url: `${BASE}/getPeriodTree`,
    tags,
    summary:
      'Issues of the site scope, newest first. isBack=1: back issues only (every issue but the latest of each journal). ' +
      'groupByYear=1: [{year, periods: [...]}]. periodAsc=1: oldest first (years and issues).',
    query: {
      siteId: siteIdParam,
      isBack: flag('1 = only back issues (all but the latest issue of each journal).'),
      groupByYear: flag('1 = grouped by year: [{year, periods}].'),
      periodAsc: flag('1 = ascending (oldest first).'),
    },
    required: ['siteId'],
    data: {
      anyOf: [
        arraySchema(periodDoc),
        arraySchema({ type: 'object', properties: { year: { type: 'integer' }, periods: arraySchema(periodDoc) } }),
      ],
    },
  }, period.periodTree);
  operation(app, 'publishYears', {
    url: `${BASE}/getAllPublishYears`,
    tags,
    summary: 'Years with at least one issue in the site scope, newest first: [2025, 2024, ...].',
    query: { siteId: siteIdParam },
    required: ['siteId'],
    data: arraySchema({ type: 'integer' }),
  }, period.publishYears);

  // ---- one issue ----------------------------------------------------------------------------------
  operation(app, 'periodInfo', {
    url: `${BASE}/getPeriodInfo`,
    tags,
    summary:
      'One issue with its articles grouped by column. year + issue choose it; year alone: the latest issue of that year; ' +
      'neither: the latest issue. With several journals in scope (group, all), the asking site first, then lower site id. Unknown: status 404.',
    query: { siteId: siteIdParam, year: yearParam, issue: issueParam },
    required: ['siteId'],
    data: periodInfoDoc,
  }, period.periodInfo);
  operation(app, 'firstTwoPeriods', {
    url: `${BASE}/getFirstTwoPeriods`,
    tags,
    summary: 'The two latest issues (newest first) of a journal, or of the site scope for a group / all site. [] when none.',
    query: {
      siteId: siteIdParam,
      publicationIndexId: { ...siteIdParam, description: 'Journal (publication) id = its site id; used when siteId is absent.' },
    },
    data: arraySchema(periodDoc),
  }, period.firstTwoPeriods);

  // ---- detail last (parametric) -----------------------------------------------------------------
  operation(app, 'periodDetail', {
    url: `${BASE}/:id`,
    tags,
    summary: 'One issue by id with its articles grouped by column (same shape as getPeriodInfo). Unknown id: status 404.',
    params: { id: idParam('Period') },
    data: periodInfoDoc,
  }, period.periodDetail);
};
