import type { JobLossSnapshot } from './job-loss-state';
import { saveFields, savePayload } from './save-payload';

const upload = (name: string, type: string) => {
  const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], name, { type });
  return { file, fileName: name, size: file.size };
};
const snapshot: JobLossSnapshot = {
  job: {
    salary: '5 000 000',
    jobTitle: ' Buxgalter ',
    inn: '301234567',
    employer: {
      companyName: 'Toshkent Non Kombinati AJ',
      mfo: '01018',
      bankName: 'Bank',
      bankAccount: '20208000900123456001',
      directorName: 'Karimov Alisher Bahodirovich',
      oked: '10710',
      address: 'Toshkent',
    },
  },
  personal: {
    passportSery: 'AA',
    passportNumber: '1234567',
    birthday: '15.03.1990',
    phone: '+998 90 123 45 67',
    regionId: '10',
    startDate: '01.12.2026',
  },
  documents: {
    workBook: upload('work-book.pdf', 'application/pdf'),
    salaryCertificate: upload('salary.jpg', 'image/jpeg'),
  },
};

it('sends the salary as a number, the region id and the total payable of the rule', () => {
  expect(saveFields(snapshot)).toEqual({
    salary: 5_000_000,
    job_title: 'Buxgalter',
    inn: '301234567',
    passport_seria: 'AA',
    passport_number: '1234567',
    birthday: '15.03.1990',
    phone: '998901234567',
    region_id: 10,
    start_date: '01.12.2026',
    amount_uzs: 450_000,
  });
  expect(saveFields(snapshot, 460_000).amount_uzs).toBe(460_000);
});

it('puts both documents in the multipart body', async () => {
  const form = await savePayload(snapshot);
  expect((form.get('work_book') as File).name).toBe('work-book.pdf');
  expect((form.get('salary_certificate') as File).name).toBe('salary.jpg');
});
