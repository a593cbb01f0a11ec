import { fileURLToPath } from 'node:url';
import root from '../../eslint.config.mjs';
import { apiLayersPlugin } from './lint/only-down.mjs';

// The workspace's rules, and the API's layers (README.md, "Where new code goes"; the table: lint/layers.mjs).
export default [
  ...root,
  {
    files: ['**/*.ts'],
    plugins: { 'api-layers': apiLayersPlugin },
    rules: {
      'api-layers/only-down': ['error', { srcRoot: fileURLToPath(new URL('./src', import.meta.url)) }],
    },
  },
];
