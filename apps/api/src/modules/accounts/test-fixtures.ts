// Shared by the account test files: sign-up bodies that are valid and distinct on each call.
export function signUpBodies(name: string, phonePrefix: string) {
  let n = 0;
  const userBody = (o: Record<string, unknown> = {}) => {
    n++;
    return {
      username: `${name}${n}`,
      emailId: `${name}${n}@example.test`,
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
      phone: `${phonePrefix}${String(n).padStart(8, '0')}`,
      carNo: 'dl 01 ab 1234',
      ...o,
    };
  };
  const employeeBody = (o: Record<string, unknown> = {}) => {
    const { carNo: _carNo, ...rest } = userBody();
    return { ...rest, gender: 'Female', country: 'India', state: 'Haryana', pincode: '122015', dateOfBirth: '1996-02-29', ...o };
  };
  return { userBody, employeeBody };
}
