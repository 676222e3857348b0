// The rules live in the kernel: the payment's basket check applies them too.
export * from '../../kernel/voucher-validity';
