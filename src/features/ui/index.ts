// The ui slice's public part: what another feature's store may need of it (the console's page preview).
export { uiSlice } from './uiSlice';
