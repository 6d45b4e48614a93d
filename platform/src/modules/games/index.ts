// The games module's door.
export { createGameRecordsService, userGameData } from './records';
export { gamesHandlers } from './routes';
export { createGamesService } from './service';
export { startSessionSweep } from './session-sweep';
