// Moved to scripts/build/bundle-size.mjs; this re-export keeps scripts/bench/lighthouse.mjs's import working.
export * from './build/bundle-size.mjs';
