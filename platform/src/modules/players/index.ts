// The players module's door: the operator's reads about players (search, player 360) and notes.
export { addNote, type Note } from './notes';
export { type AuditRowsOf, player360Tab, playerHeader } from './player360';
export { type PlayerSummary, type SearchMatch, searchPlayers } from './search';
