import type { MusicbankCatalogQuerySchema, MusicbankItem, MusicbankItemSummary, Page } from '@irama/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { foldForSearch } from '../networkplace/index.ts';
import { findCatalogPage, findItem } from './items.repository.ts';
import type { MusicbankDeps } from './musicbank.deps.ts';
import type { MusicbankItemRow } from './musicbank.tables.ts';
import { findLatestRequestsOf, findLicensees } from './requests.repository.ts';
import { type ItemStanding, itemOf, itemSummaryOf } from './views.ts';

type CatalogQuery = z.output<typeof MusicbankCatalogQuerySchema>;

/** What `companyId` did with each of `items`: its latest request, and whether another company licensed it exclusively. */
async function standingsOf(db: Db, companyId: number, items: readonly MusicbankItemRow[]) {
  const ids = items.map((item) => item.id);
  const exclusiveIds = items.filter((item) => Boolean(item.is_exclusive)).map((item) => item.id);
  const [own, licensees] = await Promise.all([
    findLatestRequestsOf(db, companyScope(companyId), ids),
    findLicensees(db, ALL_COMPANIES, exclusiveIds),
  ]);
  return (itemId: number): ItemStanding => {
    const latest = own.find((request) => request.item_id === itemId);
    return {
      ownRequest: latest ? { id: latest.id, status: latest.status } : null,
      isTaken: licensees.some((licensee) => licensee.item_id === itemId && licensee.company_id !== companyId),
    };
  };
}

/** `GET /musicbank/catalog`: a page of the listed songs that match, each with what the caller's company did with it. */
export async function listCatalog(
  deps: MusicbankDeps,
  caller: Caller,
  query: CatalogQuery,
): Promise<Page<MusicbankItemSummary>> {
  const { price_min: priceMin, price_max: priceMax } = query;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    // The message the catalogue's price form shows when it refuses the same range before sending it.
    throw new AppError('validation_failed', { fieldErrors: { price_max: 'musicbank.catalog.priceOrder' } });
  }
  const { rows, total } = await findCatalogPage(deps.db, {
    page: query.page,
    limit: query.per_page,
    search: query.search ? foldForSearch(query.search) : undefined,
    genre: query.genre,
    mood: query.mood,
    language: query.language,
    priceMin,
    priceMax,
  });
  const [standing, signer] = await Promise.all([standingsOf(deps.db, caller.company.id, rows), deps.links.signer()]);
  return {
    results: rows.map((row) => itemSummaryOf(row, standing(row.id), signer)),
    page: query.page,
    limit: query.per_page,
    total,
  };
}

/** `GET /musicbank/info/id/{id}`: a listed song with its lyrics and terms; 404 for one not listed. */
export async function getCatalogItem(deps: MusicbankDeps, caller: Caller, id: number): Promise<MusicbankItem> {
  const row = await findItem(deps.db, id, { isListed: true });
  if (!row) throw notFound();
  const [standing, signer] = await Promise.all([standingsOf(deps.db, caller.company.id, [row]), deps.links.signer()]);
  return itemOf(row, standing(row.id), signer);
}
