import { describe, expect, it } from 'vitest';
import { Role } from '../access/roles.ts';
import {
  canAnswerFromQuote,
  canSeeApprovals,
  canSendForApproval,
  canSendProofForApproval,
} from '../access/approval-policies.ts';
import { approvalAnswerSchema, approvalContentText, proofRefusal, proofType } from './approval.ts';
import { approvalStateText } from './approval-states.ts';

const content = {
  job_name: 'Lobby',
  customer_name: 'Acme Signs',
  signs: [{ b: 1, a: 2 }],
  priced_processes: [],
  adjustments: [],
  shipping_cost: 10,
  total_price: 110.5,
};

describe('approval content', () => {
  it('reads the same whatever the key order or number form', () => {
    const reordered = { ...content, signs: [{ a: 2, b: 1 }], total_price: 110.5, shipping_cost: 10.0 };
    expect(approvalContentText(reordered)).toBe(approvalContentText(content));
  });

  it('differs when a price, a sign, the customer or the job changes', () => {
    const base = approvalContentText(content);
    expect(approvalContentText({ ...content, total_price: 110.51 })).not.toBe(base);
    expect(approvalContentText({ ...content, signs: [{ a: 3, b: 1 }] })).not.toBe(base);
    expect(approvalContentText({ ...content, customer_name: 'Bolt' })).not.toBe(base);
    expect(approvalContentText({ ...content, job_name: 'Hall' })).not.toBe(base);
  });
});

describe('approval answers', () => {
  it('needs a typed name and the ticked statement to approve', () => {
    const noName = approvalAnswerSchema.safeParse({ decision: 'approve', name: ' ', confirm: true });
    expect(noName.error?.issues[0]?.message).toBe('Type your full name to approve.');
    const unticked = approvalAnswerSchema.safeParse({ decision: 'approve', name: 'Pat Lee', confirm: false });
    expect(unticked.error?.issues[0]?.path).toEqual(['confirm']);
  });

  it('needs a comment to request changes', () => {
    const empty = approvalAnswerSchema.safeParse({ decision: 'request_changes', comment: '' });
    expect(empty.error?.issues[0]?.message).toBe('Say what should change.');
  });
});

describe('approval state text and policies', () => {
  it('names who approved and when', () => {
    expect(approvalStateText('approved', { name: 'Pat Lee', date: '2026-03-15' })).toBe(
      'Approved (2026-03-15, Pat Lee)',
    );
    expect(approvalStateText('not_sent')).toBe('Not sent');
  });

  it('lets verified staff and verified customers send quotes, only staff proofs', () => {
    const user = (role: number, verified: boolean) => ({
      id: 1,
      email: 'a@b.c',
      company: 'A',
      role,
      verified,
      permissions: 0,
    });
    expect(canSendForApproval(user(Role.Asante, true))).toBe(true);
    expect(canSendForApproval(user(Role.Asante, false))).toBe(false);
    expect(canSendForApproval(user(Role.Customer, true))).toBe(true);
    expect(canSendForApproval(user(Role.Customer, false))).toBe(false);
    expect(canSeeApprovals(null)).toBe(false);
    expect(canSeeApprovals(user(Role.Machine, true))).toBe(false);
    expect(canSendProofForApproval(user(Role.Customer, true))).toBe(false);
    expect(canSendProofForApproval(user(Role.Asante, true))).toBe(true);
    expect(canAnswerFromQuote(user(Role.Customer, true))).toBe(true);
    expect(canAnswerFromQuote(user(Role.Asante, true))).toBe(false);
    expect(canAnswerFromQuote(user(Role.Customer, false))).toBe(false);
  });
});

describe('proofs', () => {
  it('are PDFs or images of the Proofs folder, typed by extension when uploaded as octet-stream', () => {
    const file = (name: string, content_type = 'application/octet-stream') => ({ name, content_type });
    expect(proofType(file('Project Management/Proofs/a.PDF'))).toBe('application/pdf');
    expect(proofType(file('Project Management/Proofs/a.jpg'))).toBe('image/jpeg');
    expect(proofType(file('Project Management/Proofs/a.svg', 'image/svg+xml'))).toBeNull();
    expect(proofRefusal(file('Project Management/Proofs/a.png'))).toBeNull();
    expect(proofRefusal(file('Production/a.png'))).toBe(
      'Only files in the Project Management/Proofs folder are sent as proofs.',
    );
    expect(proofRefusal(file('Project Management/Proofs/a.ai'))).toBe(
      'A proof must be a PDF or an image (PNG, JPEG, GIF or WebP).',
    );
  });
});
