/** Query keys of the NFT Marketplace (each is the URL it reads). */
export const EDITIONS_KEY = ['/api/editions'] as const;
export const MY_EDITIONS_KEY = ['/api/editions/mine'] as const;
export const MY_DROPS_KEY = ['/api/editions/drops'] as const;
