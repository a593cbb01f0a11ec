import type { MiniKaskoTarif } from '@polis/api-contract';
import { coverRow, uzsRow, type ProgramComparison } from '@polis/product-kit';
import { miniKaskoProgram } from '@polis/tariffs';

const keyOf = (p: MiniKaskoTarif) => miniKaskoProgram(p.id)?.key;

/**
 * What each mini KASKO program covers, as the API's descriptions of them say (`MINI_KASKO_DESCRIPTIONS`):
 * Basic a crash, fire and natural disasters; Comfort falling objects too; Premium every risk, acts of others
 * included. The exclusions are the rules' (apps/api/src/rules/rules-text/mini-kasko.ts).
 */
export const MINI_KASKO_COMPARISON: ProgramComparison<MiniKaskoTarif> = {
  covered: [
    uzsRow('miniKasko.compare.limit', (p) => p.liability),
    uzsRow('miniKasko.compare.premium', (p) => p.premium),
    coverRow('miniKasko.compare.crash'),
    coverRow('miniKasko.compare.fire'),
    coverRow('miniKasko.compare.falling', (p) => keyOf(p) === 'comfort' || keyOf(p) === 'premium'),
    coverRow('miniKasko.compare.others', (p) => keyOf(p) === 'premium'),
  ],
  excluded: [
    'miniKasko.compare.theft',
    'miniKasko.compare.drunk',
    'miniKasko.compare.before',
    'miniKasko.compare.wear',
  ],
};
