// The town suggestions of the landing search, loaded on the box's first focus (hero-search.tsx). A module of its
// own, not an import() of common/places itself: a module some page loads lazily is always a file of its own,
// while common/places, also imported by /search's code, can then travel inside /search's own file (one file
// fewer to fetch before /search is usable).
import { FILTER_VALUES } from '../../../common/places';

export const townNames = (): readonly string[] => FILTER_VALUES;
