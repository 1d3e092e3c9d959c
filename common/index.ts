export * from './constants.js';
export * from './locations.js';
export * from './states.js';
export * from './price.js';
export * from './time-on-market.js';
export * from './format.js';
