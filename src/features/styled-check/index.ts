// The styled-components check's page (/dev/styled): every Chakra component the app imports, by
// each import path it uses (tools/chakra-components.ts), for tests/e2e/styled-components.spec.ts.
export { StyledCheckScreen } from './StyledCheckScreen';
