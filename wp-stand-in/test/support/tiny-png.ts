/** A 2×3 PNG, for uploads in tests. */
export const TINY_PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEklEQVR4nGP8z8Dwn4GBgYEJAA8DAQHvR9x/AAAAAElFTkSuQmCC',
	'base64'
);
