// I/O of the e-signature flow (issue 11 item 5): what signing needs (authentication, agreement text, the
// contract), the SMS code, the authentication and the signature. All silent: the pages show refusals in place.
import { fromPromise } from 'xstate'
import {
  authenticateContractSigner,
  getContractSignInfo,
  sendContractSignCode,
  signContract,
  type ContractAuthenInput,
  type ContractDetail,
  type ContractSignInfo,
  type ContractSigner,
} from '../../src/api/contracts'

const silent = { silent: true }

export const contractSignActors = {
  getContractSignInfo: fromPromise<ContractSignInfo, { contractNo: string | null }>(({ input }) =>
    getContractSignInfo(input.contractNo, silent),
  ),
  sendContractSignCode: fromPromise<
    { cooldownSeconds: number; expiresInSeconds: number },
    { mobile: string }
  >(({ input }) => sendContractSignCode(input.mobile, silent)),
  authenticateContractSigner: fromPromise<ContractSigner, ContractAuthenInput>(({ input }) =>
    authenticateContractSigner(input, silent),
  ),
  signContract: fromPromise<ContractDetail, { contractNo: string }>(({ input }) =>
    signContract(input.contractNo, silent),
  ),
}
