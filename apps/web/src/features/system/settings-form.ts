/** Whether a site address is a path of this portal (opened in place) rather than another host. */
export const isPortalPath = (address: string) => address.startsWith('/') && !address.startsWith('//');
