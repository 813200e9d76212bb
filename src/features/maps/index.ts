/**
 * Maps: drawn at build time (src/build-time/maps/), shown by MapFigure; the pages load the map
 * sections (RouteMapSection, LocatorMap, CountryMapSection) by path as islands. Other features
 * show a drawn figure (an altitude profile) through MapFigure.
 */
export { MapFigure, type MapFigureProps } from './MapFigure';
