// The map of the work's frame and its coordinates, shared by the public map, the admin's picker and the checks.

/** The map's drawing box; the SVG scales it to the page's width. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 500;

/** A coordinate rounded to 5 decimals: about a metre, finer than a building needs. */
export const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

/** The admin's place picker: the world in equirectangular projection, two units a degree. */
export const PICKER_WIDTH = 720;
export const PICKER_HEIGHT = 360;
/** The picker's point under a drawing position, and back. */
export const pickerToDegrees = (x: number, y: number) => ({
  latitude: roundCoordinate(90 - (y / PICKER_HEIGHT) * 180),
  longitude: roundCoordinate((x / PICKER_WIDTH) * 360 - 180),
});
export const degreesToPicker = (latitude: number, longitude: number) => ({
  x: ((longitude + 180) / 360) * PICKER_WIDTH,
  y: ((90 - latitude) / 180) * PICKER_HEIGHT,
});
