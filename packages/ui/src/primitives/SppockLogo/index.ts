export { SppockLogo, type SppockLogoProps } from './SppockLogo';
