import { Controller, Get, Injectable, Param, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Caller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { NotFoundError } from '../../common/errors';
import { ParseIdPipe } from '../../common/validators';
import { ApiErrors } from '../../openapi/error-bodies';
import { ApiFileResponse } from '../../openapi/file-responses';
import { DepositsService } from '../../deposits/deposits.service';
import { HostelsService } from '../../hostels/hostels.service';
import { CheckoutRecords } from '../../ledger/checkout/checkout-records.service';
import { RefundQueries } from '../../ledger/checkout/refund-queries';
import { renderRefundVoucherPdf } from '../../ledger/checkout/refund-voucher-pdf';
import { StudentsService } from '../../students/students.service';
import { SettlementReader } from './settlement-reader';
import { formatPhone, PAYMENT_METHOD_LABELS } from '@hostel-admin/rules';

/** "RV-000007": a refund voucher's number, from the refund's id. */
export const voucherNumberText = (refundId: number) => `RV-${String(refundId).padStart(6, '0')}`;

/** The refund voucher of a paid checkout: the settlement as paid, line by line, and the payout. */
@Injectable()
export class RefundVouchers {
  constructor(
    private readonly checkouts: CheckoutRecords,
    private readonly refunds: RefundQueries,
    private readonly settlements: SettlementReader,
    private readonly students: StudentsService,
    private readonly deposits: DepositsService,
    private readonly hostels: HostelsService,
  ) {}

  /** The voucher of a checkout of the caller's hostel whose refund was paid; NOT_FOUND otherwise. */
  async voucher(caller: Caller, checkoutId: number): Promise<{ filename: string; content: Buffer }> {
    const checkout = await this.checkouts.byId(checkoutId, caller.scope);
    const refund = (await this.refunds.ofStudents([checkout.studentId])).find((r) => r.checkoutId === checkout.id);
    if (!refund) throw new NotFoundError('Refund', 'checkoutId');
    const [settlement, student, [deposit], hostel] = await Promise.all([
      this.settlements.paid(checkout),
      this.students.findOne(caller, checkout.studentId),
      this.deposits.byStudentIds([checkout.studentId]),
      this.hostels.getById(checkout.hostelId),
    ]);
    const number = voucherNumberText(refund.refundId);
    const content = await renderRefundVoucherPdf({
      voucherNumber: number,
      hostel: { name: hostel.name, address: hostel.address },
      resident: { name: student.name, phone: formatPhone(student.phone) },
      moveOutDate: checkout.moveOutDate,
      deposit: { amountPaise: settlement.depositPaise, paidOn: deposit?.paidOn ?? null },
      lines: settlement.lines,
      duesPaise: settlement.duesPaise,
      deductionsPaise: settlement.deductionsPaise,
      appliedPaise: settlement.appliedPaise,
      refundPaise: settlement.refundPaise,
      stillOwedPaise: settlement.stillOwedPaise,
      method: PAYMENT_METHOD_LABELS[refund.method],
      reference: refund.reference,
      paidOn: refund.paidOn,
      paidBy: refund.paidBy,
    });
    return { filename: `refund-voucher-${number}.pdf`, content };
  }
}

/** REST: `GET /api/checkouts/:id/refund-voucher` (PDF), like the payment receipt. */
@ApiTags('Money')
@Controller('checkouts')
export class RefundVoucherController {
  constructor(private readonly vouchers: RefundVouchers) {}

  @ApiOperation({
    operationId: 'refundVoucher',
    summary: "A paid checkout's refund voucher (PDF)",
    description:
      'The settlement as paid, line by line (deposit, dues, deductions), and the payout: method, reference, date, who paid.',
  })
  @ApiParam({ name: 'id', type: 'integer', description: "The checkout's id." })
  @ApiFileResponse({
    description: 'The PDF file.',
    mediaTypes: ['application/pdf'],
    filename: 'refund-voucher-RV-000007.pdf',
  })
  @ApiErrors({
    400: 'id is not a positive whole number (fields: id).',
    404: "No such checkout in the caller's hostel, or its refund is not paid yet (fields: checkoutId).",
  })
  @Get(':id/refund-voucher')
  @Can('payments.read')
  async voucher(@CurrentCaller() caller: Caller, @Param('id', ParseIdPipe) id: number): Promise<StreamableFile> {
    const { filename, content } = await this.vouchers.voucher(caller, id);
    return new StreamableFile(content, { type: 'application/pdf', disposition: `attachment; filename="${filename}"` });
  }
}
