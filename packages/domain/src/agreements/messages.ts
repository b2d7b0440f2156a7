/** Texts of the framework agreement (issue 19 point 5); SPEC gives none beyond the companies wrapper. */
export const AGREEMENT_MSG = {
  notFound: 'Договор не найден',
  templateNotFound: 'У покупателя ещё нет рамочного договора',
  purchaserNotFound: 'Покупатель не найден',
  purchaserRequired:
    'Укажите покупателя (purchaserUuid): администратор создаёт договор для выбранного покупателя',
  purchaserUnknown:
    'Не удалось определить покупателя, пригласившего компанию: укажите покупателя (purchaserUuid)',
  superUserOnly: 'Текст договора меняет только администратор компании-покупателя',
  alreadySigned: 'Договор уже подписан',
  outdatedVersion:
    'Покупатель опубликовал новую редакцию договора: подписывается только она. Обновите страницу',
  badMove: 'Договор можно только подписать',
  signerOnly: 'Подписать договор может только сам пользователь компании-фермера, не входя под чужим именем',
  noCompany: 'Пользователь не привязан к компании',
  codeFirst: 'Сначала запросите код подписания',
  badCode: (left: number) => `Неверный код подтверждения. Осталось попыток: ${left}`,
  attemptsExceeded: 'Превышено число попыток ввода кода, запросите новый код',
  codeExpired: 'Срок действия кода истёк, запросите новый код',
  codeSms: (code: string, purchaser: string) =>
    `Код подписания договора с ${purchaser} в Колос: ${code}. Никому его не сообщайте.`,
  signed: 'Договор подписан',
  codeSent: 'Код подписания отправлен по SMS',
  serviceError: 'Ошибка сервиса компаний.',
} as const;
