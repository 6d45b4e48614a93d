// The lobby module's door.
export { createBigWinsService } from './big-wins';
export { lobbyHandlers } from './routes';
