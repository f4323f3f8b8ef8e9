import { describe, expect, it } from 'vitest';
import { BUILDER_NOW } from '../testing/builders.ts';
import { createCodeItem, sameItem } from './code-item.entity.ts';
import { ITEM_NAME_MAX_LENGTH } from './code-item.schema.ts';

const context = { id: 'item-x', companyId: 'company-1', createdBy: 'user-1', now: BUILDER_NOW };
const create = (raw: Record<string, unknown>) => createCodeItem(raw, context);

describe('createCodeItem', () => {
  it('trims the name and stores a game item with its game and auto allocation by default', () => {
    const result = create({ type: 'game', name: '  Moonlight  ', game: ' Moonlight ' });
    expect(result).toEqual({
      ok: true,
      value: {
        id: 'item-x',
        companyId: 'company-1',
        createdBy: 'user-1',
        type: 'game',
        name: 'Moonlight',
        game: 'Moonlight',
        description: null,
        imageUrl: null,
        allocation: 'auto',
        createdAt: BUILDER_NOW,
      },
    });
  });

  it('requires an item name (blank counts as missing) and caps its length', () => {
    expect(create({ type: 'other', name: '   ' })).toMatchObject({
      ok: false,
      error: { code: 'CODES.INVALID_FIELD', field: 'name', message: 'Item name is required.' },
    });
    expect(create({ type: 'other', name: 'x'.repeat(ITEM_NAME_MAX_LENGTH) }).ok).toBe(true);
    expect(create({ type: 'other', name: 'x'.repeat(ITEM_NAME_MAX_LENGTH + 1) })).toMatchObject({ ok: false, error: { field: 'name' } });
  });

  it.each(['game', 'dlc', 'demo', 'inGameItem'])('requires a game for a %s item', (type) => {
    expect(create({ type, name: 'Soundtrack' })).toMatchObject({ ok: false, error: { code: 'CODES.GAME_REQUIRED', field: 'game' } });
    expect(create({ type, name: 'Soundtrack', game: '  ' })).toMatchObject({ ok: false, error: { code: 'CODES.GAME_REQUIRED' } });
    expect(create({ type, name: 'Soundtrack', game: 'Moonlight' })).toMatchObject({ ok: true, value: { game: 'Moonlight' } });
  });

  it('needs no game for an other item and drops one given', () => {
    expect(create({ type: 'other', name: 'Poster', game: 'Moonlight' })).toMatchObject({ ok: true, value: { game: null } });
  });

  it('keeps an optional description for other items only', () => {
    expect(create({ type: 'other', name: 'Poster', description: ' A2 print ' })).toMatchObject({
      ok: true,
      value: { description: 'A2 print' },
    });
    expect(create({ type: 'other', name: 'Poster' })).toMatchObject({ ok: true, value: { description: null } });
    expect(create({ type: 'dlc', name: 'Pack', game: 'Moonlight', description: 'ignored' })).toMatchObject({
      ok: true,
      value: { description: null },
    });
  });

  it('refuses an unknown type, and keeps manual allocation and an image when given', () => {
    expect(create({ type: 'bundle', name: 'X' })).toMatchObject({ ok: false, error: { code: 'CODES.INVALID_FIELD', field: 'type' } });
    expect(create({ type: 'other', name: 'X', allocation: 'manual', imageUrl: 'https://img.test/a.png' })).toMatchObject({
      ok: true,
      value: { allocation: 'manual', imageUrl: 'https://img.test/a.png' },
    });
  });

  it('keeps an uploaded image path or an https link, and refuses other links at the image field', () => {
    const uploaded = '/api/code-manager/images/0b6c2f52-8f7d-4c39-9a55-1d0e3f2a7b10';
    expect(create({ type: 'other', name: 'X', imageUrl: uploaded })).toMatchObject({ ok: true, value: { imageUrl: uploaded } });
    for (const imageUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://img.test/a.png',
      '/api/code-manager/images/../x',
    ]) {
      expect(create({ type: 'other', name: 'X', imageUrl })).toMatchObject({
        ok: false,
        error: { code: 'CODES.INVALID_FIELD', field: 'imageUrl' },
      });
    }
  });

  it('refuses an input that is not an object', () => {
    expect(create(null as unknown as Record<string, unknown>)).toMatchObject({
      ok: false,
      error: { code: 'CODES.INVALID_FIELD', field: 'item' },
    });
  });
});

describe('sameItem', () => {
  const base = { type: 'dlc' as const, name: 'Soundtrack', game: 'Moonlight' };
  it('matches type, name and game ignoring case and spaces', () => {
    expect(sameItem(base, { type: 'dlc', name: ' soundtrack', game: 'MOONLIGHT ' })).toBe(true);
  });
  it('tells apart another type, name or game', () => {
    expect(sameItem(base, { ...base, type: 'demo' })).toBe(false);
    expect(sameItem(base, { ...base, name: 'Artbook' })).toBe(false);
    expect(sameItem(base, { ...base, game: 'Sunfall' })).toBe(false);
    expect(sameItem({ type: 'other', name: 'Poster', game: null }, { type: 'other', name: 'poster', game: null })).toBe(true);
  });
});
