// @vitest-environment node
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { toProduct } from './catalogue';
import { ProductNodeSchema } from './schemas';

const node = (extra: Record<string, unknown> = {}) => toProduct(create({ id: 701, parent: 16, pagetitle: 'Медовик', price: 390, ...extra }, ProductNodeSchema));

describe('product facts (optional: composition, allergens, nutrition)', () => {
  it('are absent when the data has none', () => {
    expect(node().facts).toBeUndefined();
    expect(node({ composition_ru: null, allergens_en: '  ', nutrition: null }).facts).toBeUndefined();
  });
  it('are mapped per language, with nutrition per 100 g (numbers sent as strings too)', () => {
    const facts = node({ composition_ru: 'мёд, сливки', composition_en: 'honey, cream', allergens_ru: 'глютен', allergens_en: 'gluten', nutrition: { kcal: '380', protein: 6, fat: 19.5, carbs: 46 } }).facts;
    expect(facts).toEqual({ composition: { ru: 'мёд, сливки', en: 'honey, cream' }, allergens: { ru: 'глютен', en: 'gluten' }, nutrition: { kcal: 380, protein: 6, fat: 19.5, carbs: 46 } });
  });
  it('read a malformed fact as absent and keep the product', () => {
    const product = node({ composition_ru: 42, allergens_ru: ['глютен'], nutrition: { kcal: 'many', protein: 1, fat: 1, carbs: 1 } });
    expect(product.name.ru).toBe('Медовик');
    expect(product.facts).toBeUndefined();
    expect(node({ composition_en: 'flour', nutrition: { kcal: 100 } }).facts).toEqual({ composition: { ru: '', en: 'flour' }, allergens: { ru: '', en: '' }, nutrition: null });
    expect(node({ nutrition: { kcal: -1, protein: 1, fat: 1, carbs: 1 } }).facts).toBeUndefined();
  });
});
