// The wallet module's door: deposits, withdrawals, safebox, records.
export { createDepositService, type DepositService, expireOrders } from './deposit';
export { type PaymentGateway, SANDBOX_SIGNATURE_HEADER, SandboxGateway, sandboxEventBody } from './gateway';
export { createRecordsService, type GameSessionRetriever } from './records';
export { walletHandlers } from './routes';
export { createSafeboxService } from './safebox';
export { paymentRoutes } from './sandbox-routes';
export { approveWithdrawal, createWithdrawService, rejectWithdrawal, type WithdrawService } from './withdraw';
