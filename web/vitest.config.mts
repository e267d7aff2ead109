import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.mjs';

/** The web's pure modules, tested in node with the app's own resolve and transform settings. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.ts'],
      environment: 'node',
    },
  }),
);
