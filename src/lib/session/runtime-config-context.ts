import { createContext, useContext } from 'react';
import type { RuntimeConfig } from './runtime-config';

export const RuntimeConfigContext = createContext<RuntimeConfig>({ mode: 'demo', apiBaseUrl: '' });

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
