// settings.json `lottery` and `rank` are described in contracts (the console's programme forms check with them too).
export * from '@casino/contracts/lottery-settings';
