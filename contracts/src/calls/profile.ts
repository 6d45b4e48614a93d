import { z } from 'zod';
import { configLength, phMobile, request } from '../common';
import { defineCalls } from '../define-call';
import { userAnswer } from '../entities/session';
import { exampleUser } from '../examples/user';

/** Avatar names end up in /avatar/{avatar}.webp: a safe file stem only. */
const avatarName = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'Unknown avatar');

/** A postal address in the Philippines (our shape; used for diamond-shop goods delivery and KYC). */
const address = z.object({
  recipient: z.string().trim().min(1).max(100),
  mobile: z.string().max(32),
  province: z.string().trim().min(1).max(100),
  city: z.string().trim().min(1).max(100),
  barangay: z.string().trim().max(100),
  street: z.string().trim().min(1).max(200),
  postalCode: z.string().regex(/^\d{4}$/, 'A 4-digit postal code'),
});

/** Extra personal details (our shape; spec names the calls and the hasUserOther flag only). */
const userOther = z.object({
  realName: z.string().max(100),
  /** YYYY-MM-DD, empty when not given. */
  birthday: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
  email: z.string().max(254),
  gender: z.enum(['', 'male', 'female', 'other']),
  occupation: z.string().max(100),
  nationality: z.string().max(64),
  /** The delivery address saved with updateAddress, null until then. */
  address: address.nullable(),
});

const userOtherUpdate = z.object({
  realName: z.string().trim().min(1).max(100).optional(),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  email: z.email().max(254).optional(),
  gender: z.enum(['male', 'female', 'other']).optional(),
  occupation: z.string().trim().max(100).optional(),
  nationality: z.string().trim().max(64).optional(),
});

const exampleOther = {
  realName: 'Juan Dela Cruz',
  birthday: '1990-05-17',
  email: 'juan@example.ph',
  gender: 'male' as const,
  occupation: 'Engineer',
  nationality: 'Filipino',
  address: null,
};

export const profileCalls = defineCalls('profile', {
  updateProfile: {
    summary: 'Change nickname and/or avatar; answers the updated user.',
    public: false,
    request: request({ nickname: configLength('username').optional(), avatar: avatarName.optional() }).refine(
      (b) => b.nickname !== undefined || b.avatar !== undefined,
      { message: 'Nothing to update' },
    ),
    answer: userAnswer,
    examples: {
      request: { nickname: 'Juanito', avatar: '3' },
      answer: { user: { ...exampleUser, nickname: 'Juanito', avatar: '3' } },
      invalidRequest: { avatar: '../../etc/passwd' },
    },
  },
  appUserOther: {
    // Our shape: empty strings for details not given yet.
    summary: "The player's extra personal details.",
    public: false,
    request: request({}),
    answer: userOther,
    examples: { request: {}, answer: exampleOther, invalidRequest: { channel: 0 } },
  },
  updateAppUserOther: {
    summary: 'Update extra personal details (only the fields sent); sets hasUserOther.',
    public: false,
    request: request(userOtherUpdate.shape),
    answer: userOther,
    examples: {
      request: { realName: 'Juan Dela Cruz', birthday: '1990-05-17' },
      answer: exampleOther,
      invalidRequest: { email: 'not-an-email' },
    },
  },
  updateAddress: {
    summary: 'Save the delivery address (goods from the diamond shop).',
    public: false,
    request: request({ ...address.shape, mobile: phMobile }),
    answer: z.object({ address }),
    examples: {
      request: {
        recipient: 'Juan Dela Cruz',
        mobile: '09171234567',
        province: 'Metro Manila',
        city: 'Quezon City',
        barangay: 'Bagumbayan',
        street: '12 Mabini St.',
        postalCode: '1110',
      },
      answer: {
        address: {
          recipient: 'Juan Dela Cruz',
          mobile: '+639171234567',
          province: 'Metro Manila',
          city: 'Quezon City',
          barangay: 'Bagumbayan',
          street: '12 Mabini St.',
          postalCode: '1110',
        },
      },
      invalidRequest: {
        recipient: 'Juan',
        province: 'X',
        city: 'Y',
        street: 'Z',
        postalCode: '11100',
        mobile: '',
      },
    },
  },
});
